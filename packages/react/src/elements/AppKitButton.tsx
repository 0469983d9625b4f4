import { formatBalance, truncateAddress } from '@portico/common'
import type { AccountState } from '@portico/core'
import type { ReactNode } from 'react'
import { Avatar } from '../components/Avatar/Avatar.tsx'
import { Spinner } from '../components/Spinner.tsx'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../hooks/useStoreSnapshot.ts'
import { buttonText } from '../i18n/buttonMessages.ts'
import { useThemeVariables } from '../theme/useThemeVariables.ts'

/** Button sizes of the elements' `size` attribute. */
export type AppKitButtonSize = 'sm' | 'md' | 'lg'

/** Props of the button elements, read from their attributes. */
export interface AppKitButtonProps {
  /** Text of the connect button (`label`); default "Connect Wallet". */
  label?: string | undefined
  /** Text while connecting (`loadingLabel`); default "Connecting…". */
  loadingLabel?: string | undefined
  /** Leaves the balance out of the account button (`balance="hide"`). */
  hideBalance?: boolean | undefined
  /** `size`: sm, md (default) or lg. */
  size?: AppKitButtonSize | undefined
  /** `disabled`: the button does nothing. */
  disabled?: boolean | undefined
  /** `namespace`: opens the modal for this namespace (eip155, solana, bip122, polkadot). */
  namespace?: string | undefined
  /** `charsStart` / `charsEnd`: how much of the address shows (default 4 and 6, §2). */
  charsStart?: number | undefined
  charsEnd?: number | undefined
}

function BalanceText({ balance, balanceSymbol, balanceLoading, balanceError }: AccountState) {
  if (balanceError) return null
  if (balanceLoading || balance === undefined) {
    return <span className="portico-skeleton portico-skeleton--inline" aria-hidden="true" />
  }
  return (
    <span className="portico-account-button__balance">
      {`${formatBalance(balance)}${balanceSymbol ? ` ${balanceSymbol}` : ''}`}
    </span>
  )
}

function useOpen(namespace: string | undefined) {
  const appKit = useAppKitInstance()
  return (view?: 'Networks') =>
    void appKit.open({
      ...(view ? { view } : {}),
      ...(namespace ? { namespace: namespace as never } : {}),
    })
}

// The connect and account buttons are drawn by plain functions, not components, so that <appkit-button>
// keeps the same <button> node when the account connects and focus returned to it on close stays put.
function connectButton(
  { label, loadingLabel, size = 'md', disabled }: AppKitButtonProps,
  status: AccountState['status'],
  open: () => void,
) {
  return (
    <button
      type="button"
      className={`portico-connect-button portico-connect-button--${size}`}
      data-testid="connect-button"
      disabled={disabled}
      onClick={open}
    >
      {status === 'connecting' ? (
        <>
          <Spinner size={16} />
          {loadingLabel ?? buttonText('button.connecting')}
        </>
      ) : (
        (label ?? buttonText('button.connect'))
      )}
    </button>
  )
}

function accountButton(
  { hideBalance, disabled, charsStart, charsEnd }: AppKitButtonProps,
  account: AccountState & { address: string },
  open: () => void,
) {
  return (
    <button
      type="button"
      className="portico-account-button"
      data-testid="account-button"
      disabled={disabled}
      onClick={open}
    >
      {hideBalance ? null : <BalanceText {...account} />}
      <span className="portico-account-button__address">
        <Avatar address={account.address} size={22} />
        {account.profileName ?? truncateAddress(account.address, charsStart, charsEnd)}
      </span>
    </button>
  )
}

/** The themed root every button element renders in (mode and the app's theme variables). */
export function ButtonRoot({ children }: { children: ReactNode }) {
  const appKit = useAppKitInstance()
  const { themeMode } = useStoreSnapshot(appKit.stores.theme)
  const themeRef = useThemeVariables()
  return (
    <span ref={themeRef} className="portico-root portico-button-root" data-theme={themeMode}>
      {children}
    </span>
  )
}

/** `<appkit-connect-button>`: "Connect Wallet", or the loading label while a wallet connects. */
export function ConnectButton(props: AppKitButtonProps) {
  const appKit = useAppKitInstance()
  const { status } = useStoreSnapshot(appKit.stores.account)
  const open = useOpen(props.namespace)
  return <ButtonRoot>{connectButton(props, status, () => open())}</ButtonRoot>
}

/** `<appkit-account-button>`: the balance and the 4+6 address (or the name); opens the Account view. */
export function AccountButton(props: AppKitButtonProps) {
  const appKit = useAppKitInstance()
  const account = useStoreSnapshot(appKit.stores.account)
  const open = useOpen(props.namespace)
  const { address } = account
  if (!address) return null
  return <ButtonRoot>{accountButton(props, { ...account, address }, () => open())}</ButtonRoot>
}

/** `<appkit-network-button>`: the active network's name; opens the Networks view. */
export function NetworkButton({ label, disabled }: AppKitButtonProps) {
  const appKit = useAppKitInstance()
  const { activeNetwork } = useStoreSnapshot(appKit.stores.chain)
  const open = useOpen(undefined)
  return (
    <ButtonRoot>
      <button
        type="button"
        className="portico-account-button"
        data-testid="network-button"
        disabled={disabled}
        onClick={() => open('Networks')}
      >
        {activeNetwork?.name ?? label ?? buttonText('button.unknownNetwork')}
      </button>
    </ButtonRoot>
  )
}

/** `<appkit-button>`: the connect button, or the account button once connected; both open the modal. */
export function AppKitButton(props: AppKitButtonProps) {
  const appKit = useAppKitInstance()
  const account = useStoreSnapshot(appKit.stores.account)
  const open = useOpen(props.namespace)
  const { address } = account
  return (
    <ButtonRoot>
      {account.status === 'connected' && address
        ? accountButton(props, { ...account, address }, () => open())
        : connectButton(props, account.status, () => open())}
    </ButtonRoot>
  )
}
