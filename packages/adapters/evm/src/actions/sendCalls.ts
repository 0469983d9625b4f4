import type { AdapterSendCallsParameters } from '@portico/core'
import { parseChainId, toWalletError } from '@portico/core'
import { getAddress, type Chain, type EIP1193Provider } from 'viem'
import { sendCalls as viemSendCalls } from 'viem/actions'
import { requireProvider, type EvmAdapterSession } from '../session.ts'
import { walletClientFor } from '../walletClientFor.ts'

/** Parameters of {@link sendCalls}. */
export type SendCallsParameters = AdapterSendCallsParameters

/** The batch's chain: the one asked for, else the one the session knows, else the wallet's own. */
async function batchChainId(session: EvmAdapterSession, wallet: EIP1193Provider, chainId?: number) {
  if (chainId !== undefined) return chainId
  if (wallet === session.provider && session.chainId !== undefined) return session.chainId
  try {
    return parseChainId(await wallet.request({ method: 'eth_chainId' }))
  } catch (error) {
    throw toWalletError('eth_chainId', error)
  }
}

/**
 * Sends a batch of calls through the wallet with EIP-5792 `wallet_sendCalls` (on `chainId`, default the chain the
 * session knows the wallet is on); resolves to the batch id the wallet returned (for `wallet_getCallsStatus`).
 *
 * @throws {UserRejectedRequestError} when the person declines (4001).
 * @throws {UnsupportedProviderMethodError | WalletRequestError} when the wallet does not support batches, with the RPC code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const id = await sendCalls(session, { address, calls: [{ to: bob, value: 1n }, { to: pusd, data }] })
 */
export async function sendCalls(
  session: EvmAdapterSession,
  { address, calls, chainId, provider }: SendCallsParameters,
): Promise<string> {
  const wallet = requireProvider(session, provider)
  const client = walletClientFor(wallet)
  // viem only reads the chain's id here (for the request's chainId).
  const chain = { id: await batchChainId(session, wallet, chainId) } as Chain
  try {
    // `experimental_fallback` stays off: a wallet without EIP-5792 is an error the caller sees, not N prompts.
    const { id } = await viemSendCalls(client, {
      account: getAddress(address),
      chain,
      calls: calls.map(({ to, data, value }) => ({ to, data, value })),
    })
    return id
  } catch (error) {
    throw toWalletError('wallet_sendCalls', error)
  }
}
