import { BaseError, ContractFunctionRevertedError, ContractFunctionZeroDataError } from 'viem'

/**
 * True when a contract read failed because the contract said no: it reverted, has no code and answered nothing,
 * or answered something that does not decode as the function's result (it does not implement it). For ENS,
 * avatar, token and NFT metadata reads that means "no such record". RPC failures and timeouts are not this.
 *
 * @example
 * try { await client.readContract(…) } catch (error) { if (!isContractRevert(error)) throw error }
 */
export function isContractRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError ||
        cause instanceof ContractFunctionZeroDataError ||
        (cause instanceof BaseError && cause.name.startsWith('AbiDecoding')),
    ) !== null
  )
}

/**
 * Awaits a contract read, answering null when the contract reverted (see {@link isContractRevert}) and
 * rethrowing every other failure.
 *
 * @example
 * const owner = await nullWhenReverted(client.readContract({ …, functionName: 'ownerOf', args: [7n] }))
 */
export async function nullWhenReverted<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (isContractRevert(error)) return null
    throw error
  }
}
