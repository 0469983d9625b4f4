import { findNetworkByCaipId } from '@portico/common'
import { base58 } from '@scure/base'
import { bytesToHex, formatEther, formatUnits, hexToBytes, isHex, maxUint256 } from 'viem'
import { describeSolanaTransfers, type SolanaTransfer } from '../../src/rpc/describeSolanaTransfers.ts'
import {
  isSolanaTransactionOrMessage,
  parseSolanaTransaction,
  SolanaMessageParseError,
} from '../../src/rpc/parseSolanaMessage.ts'
import { frameMessages } from '../messages.ts'
import { decodePermit, decodeTokenCall, type TokenCall } from './decodeTokenCall.ts'
import type { ApprovableRpcMethod } from '../rpc/classifyFrameRpcMethod.ts'

/** One line of a typed-data message: a key and either a value or nested lines. */
export interface ApprovalTreeNode {
  key: string
  value?: string
  children?: ApprovalTreeNode[]
}

/** What the approval screen shows about a request, by method. */
export type ApprovalDetails =
  | {
      kind: 'message'
      /** The decoded UTF-8 text, or hex when the bytes are not text. */
      text: string
      isHex: boolean
    }
  | {
      kind: 'typedData'
      domainName: string | undefined
      /** The network named by the domain's chain id, if it has one. */
      domainChain: string | undefined
      verifyingContract: string | undefined
      primaryType: string
      message: ApprovalTreeNode[]
      /** An EIP-2612 permit, decoded. */
      tokenCall: TokenCallLine | undefined
    }
  | {
      kind: 'transaction'
      /** Recipient; `undefined` for a contract creation. */
      to: string | undefined
      /** e.g. `0.5 ETH`. */
      value: string
      dataBytes: number
      network: string
      /** gas limit × (maxFeePerGas or gasPrice), e.g. `0.00042 ETH`; `undefined` when the request sets neither. */
      maxFee: string | undefined
      /** The nonce the transaction is signed with, when the request sets it. */
      nonce: string | undefined
      /** An ERC-20 transfer or approval, decoded. */
      tokenCall: TokenCallLine | undefined
      /** Why the fee could not be estimated (see prepareApproval). */
      feeProblem?: string
    }
  | {
      /** A change of the account's sign-in email, asked by the host (UPDATE_EMAIL). */
      kind: 'emailChange'
      /** The current address, as the secure site has it. */
      from: string
      /** The address the host asked for. */
      to: string
    }
  | {
      kind: 'solanaTransactions'
      count: number
      network: string
      /** What the transactions move, in the order they do it. */
      transfers: SolanaTransferLine[]
      /** Program ids of instructions that are neither (shown so nothing is hidden). */
      otherPrograms: string[]
    }

/** A token's decimals and symbol, as read from its contract. */
export interface TokenMetadata {
  decimals: number
  symbol: string
}

/** An ERC-20 transfer, approval or permit, ready to show. */
export interface TokenCallLine {
  kind: TokenCall['kind']
  /** e.g. `12.5 USDC`, `Unlimited`, or base units when the token's decimals are unknown. */
  amount: string
  /** The token contract. */
  token: string
  /** The recipient of a transfer, the spender of an approval or permit. */
  counterparty: string
  /** A permit's deadline, ISO 8601. */
  deadline: string | undefined
}

/** One transfer or approval of a Solana transaction, ready to show. */
export interface SolanaTransferLine {
  kind: 'sol' | 'token' | 'tokenApproval'
  /** e.g. `1.5 SOL`, `2.5 of token 4zMM…ncDU`, `Unlimited`. */
  amount: string
  /** The recipient (a token account for tokens) or, for an approval, the delegate; base58. */
  counterparty: string | undefined
}

/** The request's method or parameters are not what the method takes. */
export class InvalidApprovalRequestError extends Error {
  override name = 'InvalidApprovalRequestError'
  /** JSON-RPC "invalid params". */
  readonly code = -32602
  constructor(method: string, reason: string) {
    super(frameMessages.invalidApprovalParams(method, reason))
  }
}

/** What {@link describeApproval} needs. */
export interface DescribeApprovalParameters {
  method: ApprovableRpcMethod
  params: unknown
  /** The CAIP-2 network the request is for. */
  chainId: string | undefined
  /** Decimals and symbols of the tokens the request names, by lower-case address (see prepareApproval). */
  tokens?: Record<string, TokenMetadata> | undefined
}

// A hostile typed-data message must not make the tree endless; deeper values are shown as JSON.
const MAX_TREE_DEPTH = 8
const PRINTABLE_TEXT = /^[^\p{Cc}]*$/u
const ALLOWED_CONTROLS = /[\t\n\r]/g

/**
 * A network's name for people: the registry's, the devnet's, or `Network <id>`.
 *
 * @example
 * networkName('eip155:1') // 'Ethereum'
 */
export function networkName(chainId: string | undefined): string {
  if (chainId === undefined) return frameMessages.unknownNetwork('?')
  return (
    findNetworkByCaipId(chainId)?.name ??
    frameMessages.localNetworkNames[chainId] ??
    frameMessages.unknownNetwork(chainId)
  )
}

function nativeSymbol(chainId: string | undefined): string {
  return (chainId && findNetworkByCaipId(chainId)?.nativeCurrency.symbol) || 'ETH'
}

/** UTF-8 text when `bytes` are printable text, else hex (§ approval: "hex shown when not text"). */
function textOrHex(bytes: Uint8Array): { text: string; isHex: boolean } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    if (PRINTABLE_TEXT.test(text.replace(ALLOWED_CONTROLS, ''))) return { text, isHex: false }
  } catch {
    // Not UTF-8: fall through to hex.
  }
  return { text: bytesToHex(bytes), isHex: true }
}

function toTree(value: unknown, depth: number): ApprovalTreeNode[] {
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value as Record<string, unknown>)
  return entries.map(([key, item]) => {
    if (typeof item === 'object' && item !== null && depth < MAX_TREE_DEPTH)
      return { key, children: toTree(item, depth + 1) }
    return { key, value: typeof item === 'object' ? JSON.stringify(item) : String(item) }
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describePersonalSign(params: unknown): ApprovalDetails {
  const message = Array.isArray(params) ? params[0] : undefined
  if (typeof message !== 'string')
    throw new InvalidApprovalRequestError('personal_sign', 'the message is missing')
  if (isHex(message, { strict: true })) return { kind: 'message', ...textOrHex(hexToBytes(message)) }
  return { kind: 'message', text: message, isHex: false }
}

function toTokenLine(call: TokenCall, tokens: DescribeApprovalParameters['tokens']): TokenCallLine {
  const metadata = tokens?.[call.token.toLowerCase()]
  const amount =
    call.amount === maxUint256
      ? frameMessages.approval.unlimited
      : metadata
        ? `${formatUnits(call.amount, metadata.decimals)} ${metadata.symbol}`
        : frameMessages.approval.baseUnits(call.amount)
  let deadline: string | undefined
  if (call.deadline !== undefined)
    deadline =
      call.deadline >= 8_640_000_000_000n
        ? frameMessages.approval.never
        : new Date(Number(call.deadline) * 1000).toISOString()
  return { kind: call.kind, amount, token: call.token, counterparty: call.counterparty, deadline }
}

function describeTypedData(params: unknown, tokens: DescribeApprovalParameters['tokens']): ApprovalDetails {
  const raw = Array.isArray(params) ? params[1] : undefined
  let typedData: unknown = raw
  if (typeof raw === 'string') {
    try {
      typedData = JSON.parse(raw)
    } catch {
      throw new InvalidApprovalRequestError('eth_signTypedData_v4', 'the typed data is not JSON')
    }
  }
  if (!isRecord(typedData) || typeof typedData.primaryType !== 'string' || !isRecord(typedData.message))
    throw new InvalidApprovalRequestError('eth_signTypedData_v4', 'primaryType and message are required')
  const domain = isRecord(typedData.domain) ? typedData.domain : {}
  let domainChain: string | undefined
  if (typeof domain.chainId === 'number' || typeof domain.chainId === 'string') {
    try {
      domainChain = networkName(`eip155:${BigInt(domain.chainId).toString()}`)
    } catch {
      throw new InvalidApprovalRequestError('eth_signTypedData_v4', 'domain.chainId must be a number')
    }
  }
  return {
    kind: 'typedData',
    domainName: typeof domain.name === 'string' ? domain.name : undefined,
    domainChain,
    verifyingContract: typeof domain.verifyingContract === 'string' ? domain.verifyingContract : undefined,
    primaryType: typedData.primaryType,
    message: toTree(typedData.message, 0),
    tokenCall: ((call) => (call ? toTokenLine(call, tokens) : undefined))(decodePermit(typedData)),
  }
}

function optionalQuantity(transaction: Record<string, unknown>, field: string): bigint | undefined {
  const value = transaction[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint')
    throw new InvalidApprovalRequestError('eth_sendTransaction', `${field} must be a quantity`)
  try {
    return BigInt(value)
  } catch {
    throw new InvalidApprovalRequestError('eth_sendTransaction', `${field} must be a quantity`)
  }
}

function describeTransaction(
  params: unknown,
  chainId: string | undefined,
  tokens: DescribeApprovalParameters['tokens'],
): ApprovalDetails {
  const transaction = Array.isArray(params) ? params[0] : undefined
  if (!isRecord(transaction))
    throw new InvalidApprovalRequestError('eth_sendTransaction', 'the transaction is missing')
  const { to, value, data } = transaction
  let wei = 0n
  if (value !== undefined && value !== null) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint')
      throw new InvalidApprovalRequestError('eth_sendTransaction', 'value must be a quantity')
    try {
      wei = BigInt(value)
    } catch {
      throw new InvalidApprovalRequestError('eth_sendTransaction', 'value must be a quantity')
    }
  }
  if (data !== undefined && data !== null && !(typeof data === 'string' && isHex(data, { strict: true })))
    throw new InvalidApprovalRequestError('eth_sendTransaction', 'data must be hex')
  const gas = optionalQuantity(transaction, 'gas')
  const feePerGas = optionalQuantity(transaction, 'maxFeePerGas') ?? optionalQuantity(transaction, 'gasPrice')
  const nonce = optionalQuantity(transaction, 'nonce')
  const tokenCall = decodeTokenCall(to, data)
  return {
    kind: 'transaction',
    to: typeof to === 'string' && to.length > 0 ? to : undefined,
    value: `${formatEther(wei)} ${nativeSymbol(chainId)}`,
    dataBytes: typeof data === 'string' ? (data.length - 2) / 2 : 0,
    network: networkName(chainId),
    maxFee:
      gas !== undefined && feePerGas !== undefined
        ? `${formatEther(gas * feePerGas)} ${nativeSymbol(chainId)}`
        : undefined,
    nonce: nonce === undefined ? undefined : nonce.toString(),
    tokenCall: tokenCall ? toTokenLine(tokenCall, tokens) : undefined,
  }
}

function describeSolanaMessage(params: unknown): ApprovalDetails {
  const message = isRecord(params) ? params.message : undefined
  if (typeof message !== 'string')
    throw new InvalidApprovalRequestError('solana_signMessage', 'the message is missing')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch {
    throw new InvalidApprovalRequestError('solana_signMessage', 'the message must be base58')
  }
  // Signed as a message, a transaction's bytes would be a signed transaction shown as gibberish.
  if (isSolanaTransactionOrMessage(bytes))
    throw new InvalidApprovalRequestError(
      'solana_signMessage',
      frameMessages.approval.signMessageIsTransaction,
    )
  return { kind: 'message', ...textOrHex(bytes) }
}

const MAX_U64 = 2n ** 64n - 1n

function tokenAmount(amount: bigint, decimals: number | undefined, mint: string | undefined): string {
  if (amount === MAX_U64) return frameMessages.approval.unlimited
  const value =
    decimals === undefined ? frameMessages.approval.baseUnits(amount) : formatUnits(amount, decimals)
  return frameMessages.approval.ofToken(value, mint === undefined ? undefined : truncateMiddle(mint))
}

function truncateMiddle(address: string): string {
  return address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address
}

function toLine(transfer: SolanaTransfer): SolanaTransferLine {
  switch (transfer.kind) {
    case 'sol':
      return { kind: 'sol', amount: `${formatUnits(transfer.lamports, 9)} SOL`, counterparty: transfer.to }
    case 'token':
      return {
        kind: 'token',
        amount: tokenAmount(transfer.amount, transfer.decimals, transfer.mint),
        counterparty: transfer.to,
      }
    case 'tokenApproval':
      return {
        kind: 'tokenApproval',
        amount: tokenAmount(transfer.amount, transfer.decimals, transfer.mint),
        counterparty: transfer.delegate,
      }
  }
}

function readSolanaTransaction(method: string, serialized: string) {
  try {
    return describeSolanaTransfers(parseSolanaTransaction(base58.decode(serialized)).message)
  } catch (error) {
    if (error instanceof SolanaMessageParseError) throw new InvalidApprovalRequestError(method, error.message)
    // base58's own error: not base58 at all.
    throw new InvalidApprovalRequestError(method, 'a transaction must be base58')
  }
}

function describeSolanaTransactions(
  method: 'solana_signTransaction' | 'solana_signAllTransactions',
  params: unknown,
  chainId: string | undefined,
): ApprovalDetails {
  const record = isRecord(params) ? params : {}
  const serialized: unknown[] =
    method === 'solana_signTransaction'
      ? typeof record.transaction === 'string'
        ? [record.transaction]
        : []
      : Array.isArray(record.transactions)
        ? record.transactions
        : []
  if (serialized.length === 0 || !serialized.every((item) => typeof item === 'string'))
    throw new InvalidApprovalRequestError(method, 'no transaction to sign')
  const read = serialized.map((item) => readSolanaTransaction(method, item))
  return {
    kind: 'solanaTransactions',
    count: serialized.length,
    network: networkName(chainId),
    transfers: read.flatMap(({ transfers }) => transfers.map(toLine)),
    otherPrograms: read.flatMap(({ otherPrograms }) =>
      otherPrograms.map((program) => program ?? frameMessages.approval.lookupTableProgram),
    ),
  }
}

/**
 * Turns an unsafe RPC request into what the approval screen shows: the decoded message of personal_sign and
 * solana_signMessage (hex when it is not text), typed data's domain, primary type and message tree, a
 * transaction's recipient, value in the native currency, data length and network.
 *
 * @throws {InvalidApprovalRequestError} when the parameters do not fit the method.
 * @example
 * describeApproval({ method: 'personal_sign', params: ['0x68656c6c6f', '0xf39F…'], chainId: 'eip155:31337' })
 * // { kind: 'message', text: 'hello', isHex: false }
 */
export function describeApproval(parameters: DescribeApprovalParameters): ApprovalDetails {
  const { method, params, chainId, tokens } = parameters
  switch (method) {
    case 'personal_sign':
      return describePersonalSign(params)
    case 'eth_signTypedData_v4':
      return describeTypedData(params, tokens)
    case 'eth_sendTransaction':
      return describeTransaction(params, chainId, tokens)
    case 'solana_signMessage':
      return describeSolanaMessage(params)
    case 'solana_signTransaction':
    case 'solana_signAllTransactions':
      return describeSolanaTransactions(method, params, chainId)
  }
}
