import { devnetAccounts, devnetChains, type DevnetChainId } from '@portico/devnet/manifest'
import type { WebWallet } from './createWebWallet.ts'
import { useBalance } from './useBalance.ts'
import type { WebWalletState } from './webWalletState.ts'

const text = {
  heading: 'Wallet',
  account: 'Account',
  accountOption: (index: number, address: string) =>
    `Account ${index} · ${address.slice(0, 6)}…${address.slice(-4)}`,
  network: 'Network',
  address: 'Address',
  balance: 'Balance',
  balanceLoading: 'Reading…',
  balanceUnavailable: 'Unavailable (is the devnet running?)',
  autoSwitch: 'Approve network switch requests without asking',
  autoSwitchHint:
    'Dapps may switch between the two devnet networks on their own, as most wallets allow for known chains. Turn this off to approve each switch here.',
  keysWarning: 'These are the public anvil test keys. Never send real funds to them.',
} as const

/** Props of {@link WalletSelectors}. */
export interface WalletSelectorsProps {
  wallet: WebWallet
  state: WebWalletState
  /** JSON-RPC URL per devnet chain, for the balance. */
  rpcUrls: Readonly<Record<DevnetChainId, string>>
}

/** The account and network selectors, the selected address and its balance, and the auto-switch setting. */
export function WalletSelectors({ wallet, state, rpcUrls }: WalletSelectorsProps) {
  const balance = useBalance(rpcUrls[state.chainId], state.address, state.activity.length)
  const chain = devnetChains.find((c) => c.id === state.chainId)
  return (
    <section className="panel" aria-labelledby="wallet-heading">
      <h2 id="wallet-heading">{text.heading}</h2>
      <div className="selectors">
        <div className="field">
          <label htmlFor="wc-account">{text.account}</label>
          <select
            id="wc-account"
            data-testid="wc-account"
            value={state.accountIndex}
            onChange={(event) => void wallet.selectAccount(Number(event.target.value))}
          >
            {devnetAccounts.map((account, index) => (
              <option key={account.address} value={index}>
                {text.accountOption(index, account.address)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="wc-chain">{text.network}</label>
          <select
            id="wc-chain"
            data-testid="wc-chain"
            value={state.chainId}
            onChange={(event) => void wallet.selectChain(Number(event.target.value) as DevnetChainId)}
          >
            {devnetChains.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.id})
              </option>
            ))}
          </select>
        </div>
      </div>
      <dl className="facts stacked">
        <div>
          <dt>{text.address}</dt>
          <dd className="mono" data-testid="wc-address">
            {state.address}
          </dd>
        </div>
        <div>
          <dt>{text.balance}</dt>
          <dd data-testid="wc-balance">
            {balance.status === 'ok'
              ? `${balance.ether} ETH on ${chain?.name ?? state.chainId}`
              : balance.status === 'loading'
                ? text.balanceLoading
                : text.balanceUnavailable}
          </dd>
        </div>
      </dl>
      <div className="check">
        <input
          id="wc-auto-switch"
          type="checkbox"
          data-testid="wc-auto-switch"
          checked={state.autoApproveSwitch}
          aria-describedby="wc-auto-switch-hint"
          onChange={(event) => wallet.setAutoApproveSwitch(event.target.checked)}
        />
        <label htmlFor="wc-auto-switch">{text.autoSwitch}</label>
      </div>
      <p id="wc-auto-switch-hint" className="hint">
        {text.autoSwitchHint}
      </p>
      <p className="hint warning">{text.keysWarning}</p>
    </section>
  )
}
