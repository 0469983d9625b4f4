import type { AdapterWriteContractParameters } from '@portico/core'
import { getAddress, type Hex, type WriteContractParameters as ViemWriteContractParameters } from 'viem'
import { writeContract as viemWriteContract } from 'viem/actions'
import { requireProvider, toWalletError, type Eip1193AdapterSession } from '@portico/core'
import { walletClientFor } from '../walletClientFor.ts'

/** Parameters of {@link writeContract}. */
export type WriteContractParameters = AdapterWriteContractParameters

/**
 * Calls a state-changing contract function through the wallet: viem encodes the call from the ABI and the
 * wallet sends it; resolves to the transaction hash.
 *
 * @throws {UserRejectedRequestError} when the person declines (4001); other failures are named by code.
 * @throws {RequestBeforeConnectError} when no wallet is connected or given.
 *
 * @example
 * const hash = await writeContract(session, {
 *   address: alice, contractAddress: pusd, abi: erc20Abi, functionName: 'transfer', args: [bob, 1_000_000n],
 * })
 */
export async function writeContract(
  session: Eip1193AdapterSession,
  { address, contractAddress, abi, functionName, args, value, provider }: WriteContractParameters,
): Promise<Hex> {
  const client = walletClientFor(requireProvider(session, provider))
  try {
    // The ABI is only known at run time here, so viem's per-function typing cannot apply.
    return await viemWriteContract(client, {
      account: getAddress(address),
      chain: null,
      address: contractAddress,
      abi,
      functionName,
      args,
      value,
    } as ViemWriteContractParameters)
  } catch (error) {
    throw toWalletError('eth_sendTransaction', error)
  }
}
