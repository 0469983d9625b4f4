import { decodeFunctionData, erc20Abi, isAddress, isHex, type Address } from 'viem'

/** An ERC-20 call or EIP-2612 permit: what token, how much, and to or for whom. */
export interface TokenCall {
  kind: 'transfer' | 'approve' | 'permit'
  /** The token contract. */
  token: Address
  /** Base units; `maxUint256` is an unlimited approval. */
  amount: bigint
  /** The recipient of a transfer, or the spender of an approval or permit. */
  counterparty: Address
  /** A permit's deadline, in seconds since 1970. */
  deadline?: bigint
}

/**
 * Reads an ERC-20 `transfer(to, amount)` or `approve(spender, amount)` from a transaction's `to` and `data`.
 *
 * @example
 * decodeTokenCall(usdc, '0xa9059cbb…') // { kind: 'transfer', token: usdc, amount: 5_000_000n, counterparty: '0x…' }
 */
export function decodeTokenCall(to: unknown, data: unknown): TokenCall | undefined {
  if (typeof to !== 'string' || !isAddress(to) || typeof data !== 'string' || !isHex(data)) return undefined
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName === 'transfer' || call.functionName === 'approve') {
      const [counterparty, amount] = call.args
      return { kind: call.functionName, token: to, amount, counterparty }
    }
  } catch {
    // Not an ERC-20 call this screen reads: shown as data bytes.
  }
  return undefined
}

const quantity = (value: unknown): bigint | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint') return undefined
  try {
    return BigInt(value)
  } catch {
    return undefined
  }
}

/**
 * Reads an EIP-2612 `Permit(owner, spender, value, nonce, deadline)` from typed data: the token is the domain's
 * verifying contract.
 *
 * @example
 * decodePermit({ primaryType: 'Permit', domain: { verifyingContract: usdc }, message: { spender, value: '1000', deadline: '1700000000' } })
 */
export function decodePermit(typedData: Record<string, unknown>): TokenCall | undefined {
  if (typedData.primaryType !== 'Permit') return undefined
  const domain = typedData.domain as Record<string, unknown> | undefined
  const message = typedData.message as Record<string, unknown> | undefined
  const token = domain?.verifyingContract
  const spender = message?.spender
  const amount = quantity(message?.value)
  if (typeof token !== 'string' || !isAddress(token) || typeof spender !== 'string' || !isAddress(spender))
    return undefined
  if (amount === undefined) return undefined
  return { kind: 'permit', token, amount, counterparty: spender, deadline: quantity(message?.deadline) }
}
