import { RequestBeforeConnectError, TransactionError } from '@portico/common'
import type { Hex } from 'viem'
import type { CoreContext } from '../client/coreContext.ts'

/** How often the receipt is asked for while the transaction is pending. */
const RECEIPT_POLL_MS = 1_000
/** How long a sent swap or approval may stay unmined before the flow gives up waiting. */
const RECEIPT_TIMEOUT_MS = 180_000

/** Parameters of {@link waitForSwapReceipt}. */
export interface WaitForSwapReceiptParameters {
  /** Hash of the sent transaction. */
  hash: Hex
  /** Poll interval in ms (default 1 s). */
  pollMs?: number | undefined
  /** Give up after this many ms (default 3 min). */
  timeoutMs?: number | undefined
}

/**
 * Waits until the wallet's node has mined `hash` (`eth_getTransactionReceipt`, a §6 safe method), so the
 * allowance read after an approval and the balances read after a swap see it.
 *
 * @throws {TransactionError} when the transaction reverted ('Transaction error') or is still unmined at the timeout.
 * @throws {RequestBeforeConnectError} when no eip155 wallet is connected.
 *
 * @example
 * await waitForSwapReceipt(context, { hash })
 */
export async function waitForSwapReceipt(
  context: CoreContext,
  { hash, pollMs = RECEIPT_POLL_MS, timeoutMs = RECEIPT_TIMEOUT_MS }: WaitForSwapReceiptParameters,
): Promise<void> {
  const provider = context.stores.connection.getState().connections.eip155?.provider
  if (!provider) throw new RequestBeforeConnectError()
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = (await provider.request({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    } as never)) as { status?: string } | null
    if (receipt) {
      if (receipt.status === '0x0') {
        throw new TransactionError({ cause: new Error(`Transaction ${hash} reverted`) })
      }
      return
    }
    if (Date.now() > deadline) {
      throw new TransactionError({ cause: new Error(`Transaction ${hash} was not mined in time`) })
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
