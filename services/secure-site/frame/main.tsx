import { createRoot } from 'react-dom/client'
import { createSecureSiteClient } from './api/secureSiteClient.ts'
import { createApprovalQueue } from './approval/approvalQueue.ts'
import { executeApproval } from './approval/executeApproval.ts'
import { readFrameConfig } from './config/readFrameConfig.ts'
import { createAppEventHandler } from './protocol/handleAppEvent.ts'
import { listenToHost } from './protocol/listenToHost.ts'
import { toFrameChainId } from './protocol/toFrameChainId.ts'
import { createFrameCredentials } from './session/frameCredentials.ts'
import { pickFrameStorage } from './session/pickFrameStorage.ts'
import { pickSessionKeyStore } from './session/sessionKeyStore.ts'
import { createSessionStore } from './session/sessionStore.ts'
import { FrameApp } from './ui/FrameApp.tsx'
import { createFrameUiStore } from './ui/frameUiStore.ts'

// The secure site's iframe page: served at /frame, bundled to /frame/app.js. Without a parent page and its
// origin it stays blank and inert.
const config = readFrameConfig({
  href: location.href,
  ancestorOrigins: location.ancestorOrigins,
  referrer: document.referrer,
  isEmbedded: window.parent !== window,
})

if (config !== undefined) {
  const warn = config.enableLogger
    ? (message: string, detail?: unknown) => console.warn(message, detail)
    : undefined
  // A third-party frame may be denied localStorage (third-party storage blocked, incognito): cookies then.
  const { storage, kind } = pickFrameStorage({ localStorage: () => window.localStorage, document })
  if (kind !== 'localStorage') warn?.('[portico secure site] localStorage denied: using partitioned cookies')
  const store = createSessionStore({
    storage,
    onStorageError: (error) => warn?.('[portico secure site] storage failed', error),
  })
  // The network the host starts on wins over the one remembered from last time.
  if (config.chainId !== undefined) {
    try {
      store.setChainId(toFrameChainId(config.chainId))
    } catch (error) {
      warn?.('[portico secure site] ignored the chainId parameter', error)
    }
  }
  // The session key: a non-extractable CryptoKey in IndexedDB where the frame may use it, else in `storage`.
  const keys = await pickSessionKeyStore({ indexedDB: () => window.indexedDB, storage })
  if (keys.persistence !== 'indexedDB')
    warn?.('[portico secure site] IndexedDB denied: session key in storage')
  // The login secret stays in this tab (sessionStorage) where allowed, so another tab cannot finish the login.
  const tab = pickFrameStorage({ localStorage: () => window.sessionStorage, document })
  const credentials = createFrameCredentials({ keys, tabStorage: tab.storage })
  const client = createSecureSiteClient({
    origin: config.secureSiteOrigin,
    projectId: config.projectId,
    hostOrigin: config.hostOrigin,
    getToken: () => store.getSession()?.token,
    credentials,
  })
  const approvals = createApprovalQueue({ execute: executeApproval(client) })
  const ui = createFrameUiStore()
  const notify = (notice: { type: string; payload: unknown }) =>
    window.parent.postMessage(notice, config.hostOrigin)
  const handle = createAppEventHandler({
    client,
    store,
    credentials,
    approvals,
    hostOrigin: config.hostOrigin,
    notify,
    setTheme: ui.setTheme,
    setDappMetadata: ui.setDappMetadata,
    reload: () => location.reload(),
  })

  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))
  createRoot(container).render(
    <FrameApp
      approvals={approvals}
      ui={ui}
      themeTarget={document.documentElement}
      hostOrigin={config.hostOrigin}
    />,
  )
  listenToHost({
    target: window,
    parent: window.parent,
    hostOrigin: config.hostOrigin,
    version: config.version,
    handle,
    warn,
  })
}
