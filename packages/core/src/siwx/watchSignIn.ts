import type { CoreContext } from '../client/coreContext.ts'
import { showToast } from '../toast/showToast.ts'

/**
 * Opens the sign-in view after every new connection (§4), once per connection of an account. The sign-in code
 * loads when an account connects, not with the page.
 *
 * @returns A function that stops watching.
 *
 * @example
 * const stop = watchSignIn(context)
 */
export function watchSignIn(context: CoreContext): () => void {
  let last: string | undefined
  return context.stores.account.subscribe(({ status, caipAddress }) => {
    // A disconnect ends the connection: connecting the same account again asks again if it has no session.
    if (status === 'disconnected') last = undefined
    if (status !== 'connected' || !caipAddress || caipAddress === last) return
    last = caipAddress
    // Without a SIWX option there is nothing to require: the sign-in code is not loaded at all.
    if (!context.stores.options.getState().siwx) return
    import('./signIn.ts')
      .then(({ requireSignIn }) => requireSignIn(context))
      .catch((error: unknown) =>
        showToast(context, {
          message: error instanceof Error ? error.message : String(error),
          variant: 'error',
        }),
      )
  })
}
