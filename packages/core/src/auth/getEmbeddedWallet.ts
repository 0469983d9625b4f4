import { EmailLoginDependencyError, PorticoError } from '@portico/common'
import type { CoreContext } from '../client/coreContext.ts'
import type { EmbeddedWallet } from './embeddedWallet.ts'

/**
 * The instance's embedded wallet, loading the secure site's iframe on first use.
 *
 * @throws {EmailLoginDependencyError} 'Unable to load email login dependency' (§8) when the UI layer gave no
 * loader or its code could not be fetched.
 * @throws {AuthInitializationError} when the secure site's frame did not load (§8).
 *
 * @example
 * const wallet = await getEmbeddedWallet(context)
 */
export async function getEmbeddedWallet(context: CoreContext): Promise<EmbeddedWallet> {
  if (!context.embeddedWallet) throw new EmailLoginDependencyError()
  try {
    return await context.embeddedWallet()
  } catch (error) {
    // A failed dynamic import is a plain TypeError; the frame's own failures are already named.
    throw error instanceof PorticoError ? error : new EmailLoginDependencyError({ cause: error })
  }
}
