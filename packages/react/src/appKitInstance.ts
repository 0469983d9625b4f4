import { AppKitNotCreatedError } from '@portico/common'
import type { AppKitCore } from '@portico/core'
import { createStore } from 'zustand/vanilla'

/** The object `createAppKit` returns: a core instance whose `open` also waits for the modal to load. */
export type AppKit = AppKitCore

// The instance hooks and elements read; replaced when createAppKit runs again (e.g. hot reload).
const holder = createStore<{ appKit: AppKit | undefined }>()(() => ({ appKit: undefined }))

/** Makes `appKit` the instance every hook and element uses. */
export function setAppKit(appKit: AppKit): void {
  holder.setState({ appKit })
}

/** The current instance, or `undefined` before `createAppKit`. */
export function getAppKit(): AppKit | undefined {
  return holder.getState().appKit
}

/** Subscribes to the instance being replaced. */
export function subscribeAppKit(listener: () => void): () => void {
  return holder.subscribe(listener)
}

/**
 * The current instance.
 *
 * @throws {AppKitNotCreatedError} before `createAppKit` ran.
 */
export function requireAppKit(): AppKit {
  const appKit = getAppKit()
  if (!appKit) throw new AppKitNotCreatedError()
  return appKit
}
