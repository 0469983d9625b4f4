import { lazy, type ComponentType } from 'react'
import type { PlainMessageKey } from '../i18n/translate.ts'

/** A view of the modal: its title and its lazily loaded screen. */
export interface ViewEntry {
  /** Header title, also the dialog's accessible name. */
  titleKey: PlainMessageKey
  /** The screen: lazily loaded on first use (a new one after {@link ViewEntry.reload}), or part of the modal's chunk. */
  readonly Component: ComponentType
  /** Starts loading the screen before it is needed; a failed load is forgotten, so the next call tries again. */
  preload: () => Promise<unknown>
  /** After a failed load: a fresh `Component` that fetches the chunk again (React keeps a lazy's failure). */
  reload: () => void
}

/** Pause before the one automatic second try of a chunk that failed to load (a blip, a redeploy). */
const CHUNK_RETRY_DELAY_MS = 500

/**
 * A view whose screen is fetched on first use. A chunk that fails to load is tried once more after a short
 * pause; if that fails too the failure is not kept, so showing the view again (or `reload`) fetches anew.
 *
 * @example
 * const Send = lazyView('view.Send.title', () => import('../views/Send/SendView.tsx').then((m) => m.SendView))
 */
export function lazyView(titleKey: PlainMessageKey, load: () => Promise<ComponentType>): ViewEntry {
  let loading: Promise<ComponentType> | undefined
  const loadWithRetry = () =>
    load().catch(() => new Promise<void>((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS)).then(load))
  const preload = () =>
    (loading ??= loadWithRetry().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const createComponent = () => lazy(() => preload().then((component) => ({ default: component })))
  let Component = createComponent()
  return {
    titleKey,
    preload,
    get Component() {
      return Component
    },
    reload: () => {
      Component = createComponent()
    },
  }
}

/**
 * A view whose screen is part of the modal's own chunk: the first view a visitor sees (Connect) draws in the
 * modal's first frame, with no request after the modal's code (issue 19).
 *
 * @example
 * const Connect = eagerView('view.Connect.title', ConnectView)
 */
export function eagerView(titleKey: PlainMessageKey, Component: ComponentType): ViewEntry {
  return { titleKey, Component, preload: () => Promise.resolve(Component), reload: () => undefined }
}
