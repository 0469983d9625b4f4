import { findUnknownOptions } from './optionKeys.ts'
import type { AppKitOptions } from './types.ts'

/**
 * Tells the developer about options: one `console.warn` for each option key Portico does not know (it is
 * ignored, never silently), and with `debug: true` one `console.info` for each option given that has no effect
 * in a self-hosted Portico. The debug messages load only in debug mode.
 *
 * @returns a promise settled once the debug notices are logged.
 *
 * @example
 * void reportOptionNotices({ ...options, enableFoo: true }) // warns: [portico] unknown option `enableFoo` is ignored
 */
export async function reportOptionNotices(options: AppKitOptions): Promise<void> {
  for (const key of findUnknownOptions(options))
    console.warn(`[portico] unknown option \`${key}\` is ignored`)
  if (options.debug !== true) return
  const { optionNoticeMessages } = await import('./optionNoticeMessages.ts')
  for (const message of optionNoticeMessages(options)) console.info(message)
}
