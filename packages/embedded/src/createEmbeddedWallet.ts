import type { EmbeddedWallet, EmbeddedWalletConfig, EmbeddedWalletLoader } from '@portico/core'
import type { AppEventName, AppEventPayload } from '@portico/frame-protocol'
import { createEmbeddedProvider } from './createEmbeddedProvider.ts'
import { createEmbeddedWalletFrame } from './createEmbeddedWalletFrame.ts'
import { waitForSocialResult } from './waitForSocialResult.ts'

/** Parameters of {@link createEmbeddedWallet}: core's config, and the document for tests. */
export type CreateEmbeddedWalletParameters = EmbeddedWalletConfig & { document?: Document | undefined }

/**
 * The embedded wallet core drives (`EmbeddedWallet` of `@portico/core`): the secure site's hidden iframe, its
 * request/answer messaging, its EIP-1193 provider, the social popup's result, and showing the frame over the
 * modal's ApproveTransaction area. Resolves once the frame said READY.
 *
 * @throws {AuthInitializationError} 'A problem occurred while trying initialize authentication' when the frame
 * did not load within 30 s (§8).
 *
 * @example
 * const wallet = await createEmbeddedWallet({ secureSiteUrl: 'http://127.0.0.1:8789', projectId: 'portico-demo', chainId: 'eip155:31337', version: '0.0.0', enableLogger: false, onApprovalRequest: () => ({ settle() {} }) })
 * const { action } = await wallet.request('CONNECT_EMAIL', { email: 'a@example.com' })
 */
export async function createEmbeddedWallet({
  onApprovalRequest,
  document,
  ...frameParameters
}: CreateEmbeddedWalletParameters): Promise<EmbeddedWallet> {
  const frame = createEmbeddedWalletFrame({ ...frameParameters, document })
  const { messenger } = frame
  try {
    await messenger.ready
  } catch (error) {
    frame.destroy()
    throw error
  }
  const provider = createEmbeddedProvider({ messenger, chainId: frameParameters.chainId, onApprovalRequest })
  const host = frame.iframe.ownerDocument.defaultView!
  return {
    // Core's request map is a subset of the protocol's; the messenger checks each payload against its schema.
    request: ((name: AppEventName, payload: unknown) =>
      messenger.request(name, payload as AppEventPayload<AppEventName>)) as EmbeddedWallet['request'],
    provider,
    waitForSocialResult: ({ popup, signal }) =>
      waitForSocialResult({ host, origin: frame.origin, popup, signal }),
    abortOpenRequests: () => messenger.abortOpenRequests(),
    onNotice: (listener) =>
      messenger.onNotice((notice) => {
        if (notice.type === '@portico-frame/NOT_CONNECTED') listener({ type: 'NOT_CONNECTED' })
        else if (notice.type === '@portico-frame/ACCOUNTS_CHANGED')
          listener({ type: 'ACCOUNTS_CHANGED', accounts: notice.payload.accounts })
        else if (notice.type === '@portico-frame/CHAIN_CHANGED')
          listener({ type: 'CHAIN_CHANGED', chainId: notice.payload.chainId })
      }),
    showOver: (element) => frame.showOver(element),
    hide: () => frame.hide(),
    destroy: () => frame.destroy(),
  }
}

/**
 * The loader `@portico/react` hands core (through a dynamic import, so the host page does not carry it).
 *
 * @example
 * createAppKitCore(options, { embeddedWallet: (config) => import('@portico/embedded').then((m) => m.loadEmbeddedWallet(config)) })
 */
export const loadEmbeddedWallet: EmbeddedWalletLoader = (config) => createEmbeddedWallet(config)
