import type { ICore, IVerify } from '@walletconnect/types'

/**
 * Replaces the WalletConnect core's Verify client with one that never leaves the process. The stock one, in a
 * browser, loads an iframe from verify.walletconnect.org and waits up to 5 s for it before every proposal and
 * request is published (delaying the pairing URI), and on the wallet side fetches attestations from the same
 * host; it stands down only when `IS_VITEST` is set. Without it every peer is reported as `UNKNOWN`, which is
 * what a self-hosted relay can honestly say (ADR 0010).
 *
 * @example
 * const client = await SignClient.init({ relayUrl, projectId, telemetryEnabled: false })
 * keepVerifyLocal(client.core)
 */
export function keepVerifyLocal(core: ICore): void {
  const register: IVerify['register'] = async () => ''
  // The sign client reads a missing result as "not verified" (engine getVerifyContext keeps UNKNOWN).
  const resolve = (async () => undefined) as unknown as IVerify['resolve']
  core.verify.register = register
  core.verify.resolve = resolve
}
