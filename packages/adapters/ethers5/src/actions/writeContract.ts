import {
  requireProvider,
  toWrappedWalletError,
  type AdapterWriteContractParameters,
  type HexString,
  type Eip1193AdapterSession,
} from '@portico/core'
import { Contract, type ContractInterface, type PopulatedTransaction } from 'ethers'
import { signerFor } from '../ethers/signerFor.ts'

/** Parameters of {@link writeContract}. */
export type WriteContractParameters = AdapterWriteContractParameters

/**
 * Calls a state-changing contract function through the wallet: an ethers `Contract` built from the ABI encodes
 * the call and the wallet sends it; resolves to the transaction hash.
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
  { address, contractAddress, abi, functionName, args = [], value, provider }: WriteContractParameters,
): Promise<HexString> {
  const signer = signerFor(requireProvider(session, provider), address)
  try {
    // The ABI is viem's JSON ABI, which ethers reads as it is.
    const contract = new Contract(contractAddress, abi as ContractInterface, signer)
    const overrides = value === undefined ? {} : { value }
    const populate = contract.populateTransaction[functionName]
    if (!populate) throw new Error(`The ABI has no function ${functionName}`)
    const transaction: PopulatedTransaction = await populate(...args, overrides)
    return (await signer.sendUncheckedTransaction(transaction)) as HexString
  } catch (error) {
    throw toWrappedWalletError('eth_sendTransaction', error)
  }
}
