// @vitest-environment happy-dom
// AppKit's hooks over a real createAppKit: a wallet announced through EIP-6963 events, the API answered by a
// stubbed fetch (the real API is exercised in tests/integration).
import { act, useEffect } from 'react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit.ts'
import { renderInDom, waitFor } from '../testing/renderInDom.tsx'
import { devnet } from '../testing/networks.ts'
import { useAppKitBalance, type FetchBalanceResult } from './useAppKitBalance.ts'
import { useAppKitEvents } from './useAppKitEvents.ts'
import { useAppKitNetwork } from './useAppKitNetwork.ts'
import { useAppKitProvider } from './useAppKitProvider.ts'
import { useAppKitTheme } from './useAppKitTheme.ts'
import { useWalletInfo } from './useWalletInfo.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const provider = {
  request: async ({ method }: { method: string }) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS.toLowerCase()]
    if (method === 'eth_chainId') return '0x7a69'
    throw Object.assign(new Error('unsupported'), { code: 4200 })
  },
  on: () => {},
  removeListener: () => {},
}
const detail = {
  info: { uuid: 'hooks-1', name: 'Hook Wallet', icon: 'data:image/svg+xml,<svg/>', rdns: 'io.portico.hooks' },
  provider,
}
window.addEventListener('eip6963:requestProvider', () =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
)
const balance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', iconUrl: '', price: 0, value: 0 }
let numeric = '1.5'
vi.stubGlobal(
  'fetch',
  vi.fn(async () => Response.json({ balances: [{ ...balance, quantity: { decimals: '18', numeric } }] })),
)
afterAll(() => vi.unstubAllGlobals())

/** What the probe hands out after rendering: the hook's fetchBalance. */
const captured: { fetchBalance?: () => Promise<FetchBalanceResult> } = {}
const fetchBalance = () => captured.fetchBalance!()

function Probe() {
  const network = useAppKitNetwork()
  const { data } = useAppKitEvents()
  const { walletInfo } = useWalletInfo()
  const { walletProvider, walletProviderType } = useAppKitProvider('eip155')
  const { themeVariables } = useAppKitTheme()
  const balanceHook = useAppKitBalance()
  useEffect(() => {
    captured.fetchBalance = balanceHook.fetchBalance
  }, [balanceHook])
  return (
    <output>
      {[
        network.caipNetworkId,
        network.chainId,
        data?.event ?? '-',
        walletInfo?.name ?? '-',
        walletProvider === (provider as unknown) ? 'provider' : '-',
        walletProviderType ?? '-',
        themeVariables['--w3m-accent'] ?? '-',
      ].join(' ')}
    </output>
  )
}

describe("AppKit's hooks", () => {
  it('useAppKitNetwork, useAppKitEvents, useWalletInfo, useAppKitProvider, useAppKitBalance and theme variables', async () => {
    const appKit = createAppKit({
      projectId: 'demo',
      networks: [devnet],
      endpoints: { api: 'http://127.0.0.1:9999' },
      features: { analytics: false },
    })
    const { container, unmount } = await renderInDom(<Probe />)
    expect(container.textContent).toBe('eip155:31337 31337 - - - - -')
    await expect(fetchBalance()).resolves.toMatchObject({ isSuccess: false, error: 'No account connected' })

    await waitFor(() =>
      appKit.stores.connectors.getState().connectors.some(({ id }) => id === 'io.portico.hooks'),
    )
    await act(async () => {
      await appKit.connect('io.portico.hooks')
      appKit.setThemeVariables({ '--w3m-accent': '#5b6cff' })
    })
    expect(container.textContent).toBe(
      'eip155:31337 31337 CONNECT_SUCCESS Hook Wallet provider ANNOUNCED #5b6cff',
    )

    numeric = '2.25'
    let result: FetchBalanceResult | undefined
    await act(async () => {
      result = await fetchBalance()
    })
    expect(result).toEqual({
      data: { formatted: '2.25', balance: '2.25', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    })

    await act(async () => {
      await appKit.disconnect()
    })
    expect(container.textContent).toBe('eip155:31337 31337 DISCONNECT_SUCCESS - - - #5b6cff')
    await unmount()
  })
})
