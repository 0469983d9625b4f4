import { RequestAbortedError, type ChainNamespace } from '@portico/common'
import {
  connectNamedWallet,
  connectionThrough,
  resolveNamedWallet,
  type NamedWalletTarget,
} from '@portico/core'
import { useEffect, useState, type ReactNode } from 'react'
import { Spinner } from '../components/Spinner.tsx'
import { CheckIcon } from '../components/icons/CheckIcon.tsx'
import { WalletIcon } from '../components/icons/WalletIcon.tsx'
import { MailIcon, QrIcon } from '../components/icons/lineIcons.tsx'
import { useAppKitInstance } from '../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../hooks/useStoreSnapshot.ts'
import { buttonText } from '../i18n/buttonMessages.ts'
import { SOCIAL_NAMES } from '../i18n/socialNames.ts'
import { openSocialPopup } from '../views/Socials/beginSocialLogin.ts'
import { shortMessageOf } from '../views/shortMessageOf.ts'
import { ButtonRoot } from './AppKitButton.tsx'
import { useRegistryWallet, type RegistryWalletLookup } from './useRegistryWallet.ts'

/** Props of `<appkit-wallet-button>`, read from its attributes. */
export interface WalletButtonProps {
  /**
   * `wallet`: what the button connects, as AppKit names it: `walletConnect`, `email`, a social login (`google`,
   * `github`, `apple`, `facebook`, `x`, `discord`, `farcaster`), a wallet (`metamask`, `trust`, …), or an
   * installed wallet's rdns or name.
   */
  wallet: string
  /** `namespace`: the namespace to connect (eip155, solana, bip122, polkadot). */
  namespace?: ChainNamespace | undefined
  /** `disabled`: the button does nothing. */
  disabled?: boolean | undefined
}

/** What the button shows: idle, waiting for the wallet, connected through it, failed, or a name that fits nothing. */
export type WalletButtonState = 'idle' | 'connecting' | 'connected' | 'failed' | 'unknown'

type Attempt = { wallet: string } & ({ status: 'connecting' } | { status: 'failed'; message: string })

function pictureOf(target: NamedWalletTarget, lookup: RegistryWalletLookup): ReactNode {
  const image = (src: string) => (
    <img className="portico-wallet-button__image" src={src} alt="" width={24} height={24} />
  )
  switch (target.kind) {
    case 'walletConnect':
      return <QrIcon />
    case 'email':
      return <MailIcon />
    case 'social':
      return (
        <span className="portico-wallet-button__mark" aria-hidden="true">
          {SOCIAL_NAMES[target.provider].slice(0, 1)}
        </span>
      )
    case 'installed':
      return image(target.connector.imageUrl)
    default:
      return lookup.status === 'found' ? image(lookup.imageUrl) : <WalletIcon />
  }
}

function nameOf(target: NamedWalletTarget, lookup: RegistryWalletLookup, wallet: string): string {
  switch (target.kind) {
    case 'walletConnect':
      return buttonText('walletButton.walletConnect')
    case 'email':
      return buttonText('walletButton.email')
    case 'social':
      return SOCIAL_NAMES[target.provider]
    case 'installed':
      return target.connector.name
    default:
      return lookup.status === 'found' ? lookup.name : wallet
  }
}

// Each misnamed wallet is reported once, not on every render.
const reported = new Set<string>()

function reportUnknownWallet(wallet: string): void {
  if (reported.has(wallet)) return
  reported.add(wallet)
  console.error(
    wallet.trim()
      ? `[portico] <appkit-wallet-button wallet="${wallet}">: no wallet of that name is installed or in the registry. ` +
          'Use walletConnect, email, a social login (google, github, apple, facebook, x, discord, farcaster), ' +
          "a wallet's AppKit name (metamask, trust, coinbase, …), or an installed wallet's rdns or name."
      : '[portico] <appkit-wallet-button> needs a wallet attribute, e.g. wallet="walletConnect".',
  )
}

/**
 * `<appkit-wallet-button wallet="…">`: connects that one wallet without the modal's list (AppKit's wallet
 * button), through core's `connectNamedWallet`, and shows the wallet and where it stands: connecting, connected
 * (a press then opens the Account view), the reason it failed, or that its name fits no wallet.
 */
export function WalletButton({ wallet, namespace, disabled }: WalletButtonProps) {
  const appKit = useAppKitInstance()
  const { context } = appKit
  // Read for their changes: a wallet that announces itself late turns into an installed one.
  useStoreSnapshot(appKit.stores.connectors)
  const account = useStoreSnapshot(appKit.stores.account)
  const connection = useStoreSnapshot(appKit.stores.connection)
  const target = resolveNamedWallet(context, wallet)
  const lookup = useRegistryWallet(context, target)
  const [attempt, setAttempt] = useState<Attempt>()
  const name = nameOf(target, lookup, wallet)

  const unknown = target.kind === 'none' || lookup.status === 'missing'
  useEffect(() => {
    if (unknown) reportUnknownWallet(wallet)
  }, [unknown, wallet])

  const connected = connectionThrough(
    target,
    account,
    connection,
    lookup.status === 'found' ? name : undefined,
  )
  const current = attempt?.wallet === wallet ? attempt : undefined
  const state: WalletButtonState = unknown ? 'unknown' : connected ? 'connected' : (current?.status ?? 'idle')

  const press = () => {
    if (state === 'connected') {
      void appKit.open({ ...(namespace ? { namespace } : {}) })
      return
    }
    // Opened here, in the click, so no popup blocker stops it.
    const popup = target.kind === 'social' && target.provider !== 'farcaster' ? openSocialPopup() : undefined
    setAttempt({ wallet, status: 'connecting' })
    connectNamedWallet(context, { wallet, namespace, popup }).then(
      () => setAttempt(undefined),
      (error: unknown) =>
        // Closing the modal or the popup is a choice, not a failure.
        setAttempt(
          error instanceof RequestAbortedError
            ? undefined
            : { wallet, status: 'failed', message: shortMessageOf(error) },
        ),
    )
  }

  const status =
    state === 'connecting' ? (
      buttonText('button.connecting')
    ) : state === 'connected' ? (
      <>
        <CheckIcon />
        {buttonText('walletButton.connected')}
      </>
    ) : state === 'failed' && current?.status === 'failed' ? (
      current.message
    ) : state === 'unknown' ? (
      buttonText('walletButton.unknown')
    ) : null

  return (
    <ButtonRoot>
      <button
        type="button"
        className={`portico-wallet-button portico-wallet-button--${state}`}
        data-testid="wallet-button"
        data-state={state}
        aria-busy={state === 'connecting'}
        disabled={disabled || state === 'unknown' || state === 'connecting'}
        onClick={press}
      >
        <span className="portico-wallet-button__picture">
          {state === 'connecting' ? <Spinner size={20} /> : pictureOf(target, lookup)}
        </span>
        <span className="portico-wallet-button__name">{name}</span>
        {status ? <span className="portico-wallet-button__status">{status}</span> : null}
      </button>
    </ButtonRoot>
  )
}
