import type { AdapterSendCallsParameters } from '@portico/core'
import { utils } from 'ethers'
import { toEthersWalletError } from '../errors/toEthersWalletError.ts'
import { requireProvider, type EthersAdapterSession } from '../session.ts'

/** Parameters of {@link sendCalls}. */
export type SendCallsParameters = AdapterSendCallsParameters

/** EIP-5792 version of the `wallet_sendCalls` request this adapter sends. */
const SEND_CALLS_VERSION = '2.0.0'

/**
 * Sends a batch of calls with a raw EIP-5792 `wallet_sendCalls` request to the wallet's provider (ethers has no
 * call for it), on `chainId` or else the wallet's chain; resolves to the batch id the wallet returned.
 *
 * @throws {UserRejectedRequestError} when the person declines (4001); other failures are named by code (e.g.
 *   4200 `UnsupportedProviderMethodError` from a wallet without EIP-5792).
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const id = await sendCalls(session, { address, calls: [{ to: bob, value: 1n }, { to: pusd, data: transferData }] })
 */
export async function sendCalls(
  session: EthersAdapterSession,
  { address, calls, chainId, provider: given }: SendCallsParameters,
): Promise<string> {
  const provider = requireProvider(session, given)
  try {
    const known = provider === session.provider ? session.chainId : undefined
    const onChain = chainId ?? known ?? Number(await provider.request({ method: 'eth_chainId' }))
    const answer = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: SEND_CALLS_VERSION,
          chainId: utils.hexValue(onChain),
          from: utils.getAddress(address),
          atomicRequired: false,
          calls: calls.map(({ to, data, value }) => ({
            to,
            ...(data === undefined ? {} : { data }),
            ...(value === undefined ? {} : { value: utils.hexValue(value) }),
          })),
        },
      ],
    } as never)) as unknown
    // EIP-5792 v2 answers `{ id }`; wallets of the first draft answer the id itself.
    return typeof answer === 'string' ? answer : (answer as { id: string }).id
  } catch (error) {
    throw toEthersWalletError('wallet_sendCalls', error)
  }
}
