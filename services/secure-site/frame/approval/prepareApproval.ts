import { decodeFunctionResult, encodeFunctionData, erc20Abi, toHex, type Address, type Hex } from 'viem'
import type { ApprovableRpcMethod } from '../rpc/classifyFrameRpcMethod.ts'
import { decodePermit, decodeTokenCall } from './decodeTokenCall.ts'
import { type ApprovalDetails, describeApproval, type TokenMetadata } from './describeApproval.ts'

/** A safe read on the request's chain, through the secure site (its §6 safe methods). */
export type ApprovalChainRead = (method: string, params: unknown[]) => Promise<unknown>

/** What {@link prepareApproval} needs. */
export interface PrepareApprovalParameters {
  method: ApprovableRpcMethod
  params: unknown
  /** The CAIP-2 network the request is for. */
  chainId: string | undefined
  /** The signing account. */
  account: string
  read: ApprovalChainRead
}

/** What the screen shows and, exactly that, what is then signed. */
export interface PreparedApproval {
  details: ApprovalDetails
  params: unknown
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const asBigInt = (value: unknown): bigint => BigInt(value as string)

async function readToken(read: ApprovalChainRead, token: Address): Promise<TokenMetadata | undefined> {
  const call = async (functionName: 'decimals' | 'symbol') =>
    decodeFunctionResult({
      abi: erc20Abi,
      functionName,
      data: (await read('eth_call', [
        { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName }) },
        'latest',
      ])) as Hex,
    })
  try {
    const [decimals, symbol] = await Promise.all([call('decimals'), call('symbol')])
    return { decimals: Number(decimals), symbol: String(symbol) }
  } catch {
    // Not a readable ERC-20 (or a bytes32 symbol): the screen shows base units and the contract address instead.
    return undefined
  }
}

// A transaction's gas, fees and nonce, filled in where the request left them out, so the screen can show the
// maximum fee and nonce and the secure site signs exactly those.
async function completeTransaction(
  transaction: Record<string, unknown>,
  account: string,
  read: ApprovalChainRead,
): Promise<Record<string, unknown>> {
  const completed = { ...transaction }
  const { to, value, data } = transaction
  const [gas, nonce, block] = await Promise.all([
    completed.gas ?? read('eth_estimateGas', [{ from: account, to, value, data }]),
    completed.nonce ?? read('eth_getTransactionCount', [account, 'pending']),
    (completed.maxFeePerGas ?? completed.gasPrice)
      ? undefined
      : read('eth_getBlockByNumber', ['latest', false]),
  ])
  completed.gas = gas
  completed.nonce = nonce
  if (completed.maxFeePerGas === undefined && completed.gasPrice === undefined) {
    const baseFee = isRecord(block) ? block.baseFeePerGas : undefined
    if (typeof baseFee === 'string') {
      const priority = asBigInt(
        completed.maxPriorityFeePerGas ?? (await read('eth_maxPriorityFeePerGas', [])),
      )
      // The usual headroom: the fee still holds if the base fee doubles before the transaction is mined.
      completed.maxPriorityFeePerGas = toHex(priority)
      completed.maxFeePerGas = toHex(asBigInt(baseFee) * 2n + priority)
    } else {
      completed.gasPrice = await read('eth_gasPrice', [])
    }
  }
  return completed
}

/**
 * Gets a request ready for the approval screen: an `eth_sendTransaction` gets its gas limit, fees and nonce from
 * the chain where the request left them out (they are shown, and signed as shown), and ERC-20 transfers,
 * approvals and EIP-2612 permits get their token's decimals and symbol read from the token contract.
 *
 * Where the chain cannot estimate the transaction (it would revert, or the account cannot pay), it is shown as it
 * came with that reason, and sending it then fails with the secure site's error.
 *
 * @throws {InvalidApprovalRequestError} as {@link describeApproval}.
 * @example
 * const { details, params } = await prepareApproval({ method, params, chainId, account, read })
 */
export async function prepareApproval({
  method,
  params,
  chainId,
  account,
  read,
}: PrepareApprovalParameters): Promise<PreparedApproval> {
  // Checked as it came, so a malformed request is refused before anything is read from the chain.
  describeApproval({ method, params, chainId })
  let prepared = params
  let token: Address | undefined
  let problem: string | undefined
  if (method === 'eth_sendTransaction' && Array.isArray(params) && isRecord(params[0])) {
    try {
      prepared = [await completeTransaction(params[0], account, read), ...params.slice(1)]
    } catch (error) {
      // E.g. it would revert or the account cannot pay: shown on the screen; sending then fails with the reason.
      problem = error instanceof Error ? error.message : String(error)
    }
    token = decodeTokenCall(params[0].to, params[0].data)?.token
  } else if (method === 'eth_signTypedData_v4' && Array.isArray(params)) {
    const typedData: unknown = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]
    if (isRecord(typedData)) token = decodePermit(typedData)?.token
  }
  const metadata = token ? await readToken(read, token) : undefined
  const tokens = token && metadata ? { [token.toLowerCase()]: metadata } : undefined
  const details = describeApproval({ method, params: prepared, chainId, tokens })
  return {
    details: problem && details.kind === 'transaction' ? { ...details, feeProblem: problem } : details,
    params: prepared,
  }
}
