import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { createScriptedEmbeddedWallet } from '../testing/scriptedEmbeddedWallet.ts'
import type { EmbeddedWalletConfig } from './embeddedWallet.ts'
import { embeddedWalletLoader } from './embeddedWalletLoader.ts'
import { getEmbeddedWallet } from './getEmbeddedWallet.ts'

describe('embeddedWalletLoader', () => {
  it('loads once with the secure site, project and chain of the options', async () => {
    const script = createScriptedEmbeddedWallet()
    const context = createTestContext({ endpoints: { secureSite: 'http://127.0.0.1:18789' } })
    const configs: EmbeddedWalletConfig[] = []
    context.embeddedWallet = embeddedWalletLoader(context, async (config) => {
      configs.push(config)
      return script.wallet
    })
    await getEmbeddedWallet(context)
    await getEmbeddedWallet(context)
    expect(configs).toHaveLength(1)
    expect(configs[0]).toMatchObject({
      secureSiteUrl: 'http://127.0.0.1:18789',
      projectId: 'test',
      chainId: 'eip155:31337',
      version: '0.0.0',
      enableLogger: false,
    })
    // Non-safe requests open the approval view; closing the modal aborts through the loaded wallet.
    configs[0]!.onApprovalRequest('personal_sign')
    expect(context.stores.router.getState().view).toBe('ApproveTransaction')
    context.stores.modal.setState({ open: true })
    const { closeModal } = await import('../modal/closeModal.ts')
    closeModal(context)
    expect(script.aborts).toBe(1)
  })

  it("tells the frame the app's metadata and theme, and every theme change after", async () => {
    const script = createScriptedEmbeddedWallet()
    const context = createTestContext({
      metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
    })
    context.embeddedWallet = embeddedWalletLoader(context, async () => script.wallet)
    await getEmbeddedWallet(context)
    expect(script.requests).toEqual([
      {
        name: 'SYNC_DAPP_DATA',
        payload: {
          projectId: 'test',
          sdkVersion: '0.0.0',
          sdkType: 'appkit',
          metadata: { name: 'Shop', description: 'A shop', url: 'https://shop.example', icons: [] },
        },
      },
      { name: 'SYNC_THEME', payload: { themeMode: 'dark' } },
    ])
    context.stores.theme.setState({ themeMode: 'light' })
    context.stores.theme.setState({ themeMode: 'light' })
    expect(script.requests.slice(2)).toEqual([{ name: 'SYNC_THEME', payload: { themeMode: 'light' } }])
  })

  it("turns a failed import into 'Unable to load email login dependency' (§8)", async () => {
    const context = createTestContext({}, undefined, {
      embeddedWallet: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    })
    await expect(getEmbeddedWallet(context)).rejects.toThrow('Unable to load email login dependency')
  })
})
