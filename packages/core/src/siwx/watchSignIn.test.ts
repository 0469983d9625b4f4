import { describe, expect, it, vi } from 'vitest'
import { connectInjected } from '../connection/connectInjected.ts'
import { disconnect } from '../connection/disconnect.ts'
import { closeModal } from '../modal/closeModal.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createSafeStorage } from '../storage/createSafeStorage.ts'
import { addAnnouncedConnector, DEV_WALLET_RDNS } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { createFakeBalanceApi } from '../testing/fakeBalanceApi.ts'
import { createFakeProvider } from '../testing/fakeProvider.ts'
import { createDefaultSiwx } from './createDefaultSiwx.ts'
import { watchSignIn } from './watchSignIn.ts'

describe('watchSignIn', () => {
  it('asks again when the same account connects again without a session', async () => {
    const siwx = createDefaultSiwx({
      domain: 'app.example',
      uri: 'https://app.example',
      storage: createSafeStorage({ storage: createMemoryStorage() }),
    })
    const context = createTestContext({ siwx }, createFakeBalanceApi().fetch)
    addAnnouncedConnector(context, createFakeProvider().provider)
    const stop = watchSignIn(context)
    const view = () => context.stores.router.getState().view

    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    closeModal(context)
    await disconnect(context)
    expect(context.stores.modal.getState().open).toBe(false)

    await connectInjected(context, { connectorId: DEV_WALLET_RDNS })
    await vi.waitFor(() => {
      expect(view()).toBe('SIWXSignMessage')
      expect(context.stores.modal.getState().open).toBe(true)
    })
    stop()
  })
})
