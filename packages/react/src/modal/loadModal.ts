import { getAppKit } from '../appKitInstance.ts'
import type * as ModalChunk from './mountModal.tsx'

let loading: Promise<typeof ModalChunk> | undefined

/** Loads the modal's chunk once; a failed load may be tried again. */
export function loadModalChunk(): Promise<typeof ModalChunk> {
  loading ??= import('./mountModal.tsx').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading
}

/**
 * Loads the modal and, unless the app keeps it out of the body (`disableAppend` or embedded mode, §2), mounts
 * it there. Does nothing where there is no document (server rendering).
 */
export async function loadModal(): Promise<void> {
  if (typeof document === 'undefined') return
  const chunk = await loadModalChunk()
  const options = getAppKit()?.stores.options.getState()
  if (options?.disableAppend || options?.enableEmbedded) return
  chunk.mountModal()
}
