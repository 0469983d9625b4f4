import type { AccountStore } from '../account/accountStore.ts'
import type { ChainStore } from '../chain/chainStore.ts'
import type { ConnectionStore } from '../connection/connectionStore.ts'
import type { ConnectorsStore } from '../connectors/connectorsStore.ts'
import type { ModalStore } from '../modal/modalStore.ts'
import type { OptionsStore } from '../options/optionsStore.ts'
import type { RouterStore } from '../router/routerStore.ts'
import type { ThemeStore } from '../theme/themeStore.ts'

/** One store per domain; UI layers subscribe to them and never write to them directly. */
export interface CoreStores {
  options: OptionsStore
  theme: ThemeStore
  modal: ModalStore
  router: RouterStore
  connectors: ConnectorsStore
  connection: ConnectionStore
  account: AccountStore
  chain: ChainStore
}

/** What every core action receives: the instance's stores and its outside world. */
export interface CoreContext {
  stores: CoreStores
  /** `fetch` used for Portico API calls; injectable so tests run without a server. */
  fetch: typeof fetch
}
