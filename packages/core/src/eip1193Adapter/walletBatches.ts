import { MissingCapabilitiesAddressError } from '@portico/common'
import { getAddress, type EIP1193Provider } from 'viem'
import type { AdapterCapabilities, AdapterSendCallsParameters } from '../adapters/chainAdapterParameters.ts'
import { parseChainId } from '../connection/parseChainId.ts'
import { toWalletError } from '../connection/toWalletError.ts'
import { requireProvider, type Eip1193AdapterSession } from './eip1193AdapterSession.ts'

/** EIP-5792 version of the `wallet_sendCalls` request sent. */
const SEND_CALLS_VERSION = '2.0.0'

const toQuantity = (value: number | bigint): `0x${string}` => `0x${value.toString(16)}`

/**
 * The wallet's EIP-5792 capabilities for `address`, by hex chain id: a raw `wallet_getCapabilities` request to
 * the connected wallet.
 *
 * @throws {MissingCapabilitiesAddressError} without an address (§5; §8 'Missing address parameter in
 *   wallet_getCapabilities request').
 * @throws {UnsupportedProviderMethodError | WalletRequestError} when the wallet does not answer it, with the RPC code.
 * @throws {RequestBeforeConnectError} when no wallet is connected.
 *
 * @example
 * const capabilities = await getWalletCapabilities(session, '0x7099…79C8') // { '0x7a69': { atomic: { … } } }
 */
export async function getWalletCapabilities(
  session: Eip1193AdapterSession,
  address?: string,
): Promise<AdapterCapabilities> {
  if (!address) throw new MissingCapabilitiesAddressError()
  const wallet = requireProvider(session)
  try {
    const answer = await wallet.request({
      method: 'wallet_getCapabilities',
      params: [address as `0x${string}`],
    })
    return answer as AdapterCapabilities
  } catch (error) {
    throw toWalletError('wallet_getCapabilities', error)
  }
}

/** The batch's chain: the one asked for, else the one the session knows, else the wallet's own. */
async function batchChainId(session: Eip1193AdapterSession, wallet: EIP1193Provider, chainId?: number) {
  if (chainId !== undefined) return chainId
  if (wallet === session.provider && session.chainId !== undefined) return session.chainId
  try {
    return parseChainId(await wallet.request({ method: 'eth_chainId' }))
  } catch (error) {
    throw toWalletError('eth_chainId', error)
  }
}

/**
 * Sends a batch of calls with a raw EIP-5792 `wallet_sendCalls` request (version 2.0.0, not atomic-required)
 * on `chainId`, else the chain the session knows the wallet is on; resolves to the batch id the wallet returned
 * (for `wallet_getCallsStatus`). A wallet without EIP-5792 is an error the caller sees, not one prompt per call.
 *
 * @throws {UserRejectedRequestError} when the person declines (4001); other failures are named by code (e.g.
 *   4200 `UnsupportedProviderMethodError` from a wallet without EIP-5792).
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const id = await sendWalletCalls(session, { address, calls: [{ to: bob, value: 1n }, { to: pusd, data }] })
 */
export async function sendWalletCalls(
  session: Eip1193AdapterSession,
  { address, calls, chainId, provider: given }: AdapterSendCallsParameters,
): Promise<string> {
  const wallet = requireProvider(session, given)
  const onChain = await batchChainId(session, wallet, chainId)
  const batch = {
    version: SEND_CALLS_VERSION,
    chainId: toQuantity(onChain),
    from: getAddress(address),
    atomicRequired: false,
    calls: calls.map(({ to, data, value }) => ({
      to,
      ...(data === undefined ? {} : { data }),
      ...(value === undefined ? {} : { value: toQuantity(value) }),
    })),
  }
  try {
    const answer: unknown = await wallet.request({ method: 'wallet_sendCalls', params: [batch] } as never)
    // EIP-5792 v2 answers `{ id }`; wallets of the first draft answer the id itself.
    return typeof answer === 'string' ? answer : (answer as { id: string }).id
  } catch (error) {
    throw toWalletError('wallet_sendCalls', error)
  }
}
