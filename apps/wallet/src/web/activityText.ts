import { chainLabel } from './describeSessionRequest.ts'

/** The activity log's sentences, in one place. */
export const activityText = {
  starting: (relayUrl: string) => `Connecting to the relay at ${relayUrl}…`,
  ready: 'Ready. Paste a WalletConnect URI or scan a QR code image to connect to a dapp.',
  failed: (relayUrl: string, reason: string) => `Could not connect to the relay at ${relayUrl}: ${reason}`,
  notReady: 'The wallet is not connected to the relay yet.',
  paired: 'Paired. Waiting for the dapp to ask to connect…',
  proposal: (dapp: string) => `${dapp} asks to connect.`,
  proposalExpired: (dapp: string) => `The connection request of ${dapp} expired.`,
  approved: (dapp: string) => `Connected to ${dapp}.`,
  rejected: (dapp: string) => `Rejected the connection request of ${dapp}.`,
  request: (dapp: string, what: string) => `${dapp} asks: ${what}.`,
  answered: (dapp: string, what: string) => `Answered ${dapp}: ${what}.`,
  sent: (dapp: string, hash: string) => `Sent the transaction of ${dapp}: ${hash}.`,
  requestFailed: (dapp: string, what: string, reason: string) => `${what} for ${dapp} failed: ${reason}`,
  requestRejected: (dapp: string, what: string) => `Rejected "${what}" from ${dapp}.`,
  requestExpired: (dapp: string) => `A request from ${dapp} expired.`,
  disconnected: (dapp: string) => `Disconnected from ${dapp}.`,
  dappDisconnected: (dapp: string) => `${dapp} disconnected.`,
  sessionExpired: (dapp: string) => `The session with ${dapp} expired.`,
  account: (index: number, address: string) => `Switched to account ${index} (${address}).`,
  chain: (chainId: number) => `Switched to ${chainLabel(chainId)}.`,
  chainNotApproved: (dapp: string, chainId: number) =>
    `${dapp} did not ask for ${chainLabel(chainId)}, so it stays on its network.`,
  told: (dapp: string, event: string) => `Told ${dapp}: ${event}.`,
  failedToTell: (dapp: string, event: string, reason: string) => `Could not tell ${dapp} ${event}: ${reason}`,
  error: (reason: string) => `Error: ${reason}`,
} as const

/**
 * The sentence an error gives the activity log: viem's `shortMessage` when it has one, else its message.
 *
 * @example
 * log(activityText.error(errorReason(error)), 'error')
 */
export function errorReason(error: unknown): string {
  return String(
    (error as { shortMessage?: unknown })?.shortMessage ?? (error instanceof Error ? error.message : error),
  )
}
