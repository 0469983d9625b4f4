import type { RouterView } from '@portico/core'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { PlainMessageKey } from '../i18n/translate.ts'

/** A view of the modal: its title and its lazily loaded screen. */
export interface ViewEntry {
  /** Header title, also the dialog's accessible name. */
  titleKey: PlainMessageKey
  /** The screen, loaded on first use. */
  Component: LazyExoticComponent<ComponentType>
  /** Starts loading the screen before it is needed. */
  preload: () => Promise<unknown>
}

function lazyView(titleKey: PlainMessageKey, load: () => Promise<ComponentType>): ViewEntry {
  let loading: Promise<ComponentType> | undefined
  const preload = () => (loading ??= load())
  return { titleKey, preload, Component: lazy(() => preload().then((component) => ({ default: component }))) }
}

/** §2 views that have a screen; each is its own chunk. Later views are added here. */
export const viewRegistry: Partial<Record<RouterView, ViewEntry>> = {
  Connect: lazyView('view.Connect.title', () =>
    import('../views/Connect/ConnectView.tsx').then((m) => m.ConnectView),
  ),
  Account: lazyView('view.Account.title', () =>
    import('../views/Account/AccountView.tsx').then((m) => m.AccountView),
  ),
}
