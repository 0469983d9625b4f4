// @vitest-environment happy-dom
import { AppKitNotCreatedError, ConnectorNotFoundError } from '@portico/common'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../createAppKit.ts'
import { devnet } from '../testing/networks.ts'
import { createAppKitWalletButton } from './createAppKitWalletButton.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const detail = {
  info: {
    uuid: 'dev-1',
    name: 'Portico Dev Wallet',
    icon: 'data:image/svg+xml,<svg/>',
    rdns: 'dev.portico.wallet',
  },
  provider: {
    request: async ({ method }: { method: string }) => {
      if (method === 'eth_requestAccounts') return [ADDRESS.toLowerCase()]
      if (method === 'eth_chainId') return '0x7a69'
      throw Object.assign(new Error('unsupported'), { code: 4200 })
    },
    on: () => {},
    removeListener: () => {},
  },
}
window.addEventListener('eip6963:requestProvider', () =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
)
// The registry knows no wallet; balances are empty.
vi.stubGlobal(
  'fetch',
  vi.fn(async (input: string) =>
    Response.json(
      new URL(input).pathname.endsWith('/getWallets') ? { data: [], count: 0 } : { balances: [] },
    ),
  ),
)
afterAll(() => vi.unstubAllGlobals())

describe('createAppKitWalletButton', () => {
  it('is ready once createAppKit made an instance and it initialized, and tells its subscribers', async () => {
    const wallets = createAppKitWalletButton()
    const seen: boolean[] = []
    const stop = wallets.subscribeIsReady(({ isReady }) => seen.push(isReady))
    expect(wallets.isReady()).toBe(false)
    await expect(wallets.connect('portico')).rejects.toThrow(AppKitNotCreatedError)

    const appKit = createAppKit({ projectId: 'demo', networks: [devnet] })
    await vi.waitFor(() => expect(wallets.isReady()).toBe(true))
    expect(seen).toEqual([false, true])
    stop()
    await appKit.disconnect()
  })

  it('connects a named wallet on the current instance and resolves with the account', async () => {
    const appKit = createAppKit({ projectId: 'demo', networks: [devnet] })
    const wallets = createAppKitWalletButton({ namespace: 'eip155' })
    await expect(wallets.connect('portico')).resolves.toEqual({
      caipAddress: `eip155:31337:${ADDRESS}`,
      chainNamespace: 'eip155',
      chainId: '31337',
      address: ADDRESS,
    })
    expect(appKit.getAddress()).toBe(ADDRESS)
    await expect(wallets.connect('nowallet')).rejects.toThrow(ConnectorNotFoundError)
    await appKit.disconnect()
  })

  it('opens the social login popup in the call, before anything is awaited', () => {
    createAppKit({ projectId: 'demo', networks: [devnet] })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const connecting = createAppKitWalletButton().connect('github')
    expect(open).toHaveBeenCalledWith('', 'portico-social', expect.stringContaining('popup'))
    // Without a popup the login would send the page to the provider; stop it before it gets there.
    void connecting.catch(() => undefined)
    open.mockRestore()
  })
})
