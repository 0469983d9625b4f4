import {
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type Address,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { ProviderRpcError, providerErrorCodes } from '../providerRpcError.ts'
import { sendDevnetTransaction, type TransactionRequestJson } from './sendDevnetTransaction.ts'
import { isSupportedMethod } from './walletMethods.ts'

/** A dapp's request as the session delivers it. */
export interface SessionRequestInput {
  /** JSON-RPC method, e.g. `personal_sign`. */
  method: string
  /** Its params, as the dapp sent them. */
  params: unknown
  /** CAIP-2 chain the dapp addressed, e.g. `eip155:31337`. */
  chainId: string
}

/** Parameters of {@link answerSessionRequest}. */
export interface AnswerSessionRequestParameters {
  /** The request. */
  request: SessionRequestInput
  /** Keys of the addresses this session may use; the first answers when a request names no address. */
  accounts: readonly PrivateKeyAccount[]
  /** Chain ids the session has approved. */
  sessionChainIds: readonly number[]
  /** JSON-RPC URL per chain id, where transactions are sent. */
  rpcUrls: Readonly<Record<number, string>>
}

/** What the wallet answers, plus the chain it moves to when the request was a network switch. */
export interface SessionRequestAnswer {
  /** The JSON-RPC result. */
  result: unknown
  /** Set for `wallet_switchEthereumChain`: the chain to switch to (and announce with `chainChanged`). */
  switchToChainId?: number
}

/** Error messages of the request handler, in one place (the getCapabilities one is §8's). */
export const requestErrorMessages = {
  unsupported: (method: string) => `The Portico Web Wallet does not support ${method}`,
  notConnected: (address: string) => `${address} is not an account of this session`,
  noAccount: 'This session has no account',
  badParams: (method: string) => `Invalid params for ${method}`,
  unknownChain: (chainId: string) => `Unrecognized chain ID "${chainId}". Try adding the chain first.`,
  noRpc: (chainId: string) => `This wallet has no RPC URL for ${chainId}`,
  capabilitiesAddress: 'Missing address parameter in wallet_getCapabilities request',
} as const

const paramsOf = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])
const invalid = (method: string) =>
  new ProviderRpcError(providerErrorCodes.invalidParams, requestErrorMessages.badParams(method))

function chainNumberOf(caipChainId: string): number {
  const [namespace, reference] = caipChainId.split(':')
  const id = Number(reference)
  if (namespace !== 'eip155' || !Number.isInteger(id)) {
    throw new ProviderRpcError(
      providerErrorCodes.unrecognizedChain,
      requestErrorMessages.unknownChain(caipChainId),
    )
  }
  return id
}

function signerFor(accounts: readonly PrivateKeyAccount[], address: unknown): PrivateKeyAccount {
  if (address === undefined) {
    const first = accounts[0]
    if (!first) throw new ProviderRpcError(providerErrorCodes.unauthorized, requestErrorMessages.noAccount)
    return first
  }
  const found =
    typeof address === 'string' && isAddress(address, { strict: false })
      ? accounts.find((account) => isAddressEqual(account.address, address as Address))
      : undefined
  if (!found)
    throw new ProviderRpcError(
      providerErrorCodes.unauthorized,
      requestErrorMessages.notConnected(String(address)),
    )
  return found
}

async function personalSign({ request, accounts }: AnswerSessionRequestParameters): Promise<Hex> {
  const [first, second] = paramsOf(request.params)
  // Some dapps put the address first; take whichever param is the address.
  const [message, address] =
    typeof first === 'string' && isAddress(first) && !(typeof second === 'string' && isAddress(second))
      ? [second, first]
      : [first, second]
  if (typeof message !== 'string') throw invalid(request.method)
  const account = signerFor(accounts, address)
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

async function signTypedDataV4({ request, accounts }: AnswerSessionRequestParameters): Promise<Hex> {
  const [address, typedData] = paramsOf(request.params)
  const account = signerFor(accounts, address)
  let parsed: unknown
  try {
    parsed = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
  } catch {
    throw invalid(request.method)
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalid(request.method)
  return account.signTypedData(parsed as TypedDataDefinition)
}

async function sendTransaction(parameters: AnswerSessionRequestParameters): Promise<Hex> {
  const { request, accounts, rpcUrls } = parameters
  const transaction = paramsOf(request.params)[0] as TransactionRequestJson | undefined
  if (typeof transaction !== 'object' || transaction === null) throw invalid(request.method)
  const account = signerFor(accounts, transaction.from)
  const chainId = chainNumberOf(request.chainId)
  const rpcUrl = rpcUrls[chainId]
  if (!rpcUrl)
    throw new ProviderRpcError(
      providerErrorCodes.unrecognizedChain,
      requestErrorMessages.noRpc(request.chainId),
    )
  return sendDevnetTransaction({ account, chainId, rpcUrl, transaction })
}

function switchChain({ request, sessionChainIds }: AnswerSessionRequestParameters): SessionRequestAnswer {
  const target = (paramsOf(request.params)[0] as { chainId?: unknown } | undefined)?.chainId
  if (typeof target !== 'string' || !isHex(target)) throw invalid(request.method)
  const chainId = sessionChainIds.find((id) => numberToHex(id) === target.toLowerCase())
  if (chainId === undefined) {
    throw new ProviderRpcError(
      providerErrorCodes.unrecognizedChain,
      requestErrorMessages.unknownChain(target),
    )
  }
  return { result: null, switchToChainId: chainId }
}

function getCapabilities({ request, sessionChainIds }: AnswerSessionRequestParameters) {
  const [address, chainIds] = paramsOf(request.params)
  if (typeof address !== 'string' || address === '') {
    throw new ProviderRpcError(providerErrorCodes.invalidParams, requestErrorMessages.capabilitiesAddress)
  }
  const asked = Array.isArray(chainIds) ? chainIds.map((id) => String(id).toLowerCase()) : undefined
  // EIP-5792: capabilities per hex chain id. This wallet sends one transaction at a time, so no atomic batches.
  return Object.fromEntries(
    sessionChainIds
      .map((id) => numberToHex(id))
      .filter((hex) => asked === undefined || asked.includes(hex))
      .map((hex) => [hex, { atomic: { status: 'unsupported' } }]),
  )
}

/**
 * Carries out a dapp request the wallet has decided to answer (the person approved it, or it needs no
 * approval) and returns the JSON-RPC result: signatures come from viem's local account, transactions are sent
 * to the devnet RPC of the request's chain. Throws {@link ProviderRpcError} with an EIP-1193 code when the
 * request cannot be carried out (4200 for an unsupported method).
 *
 * @example
 * const { result } = await answerSessionRequest({ request: { method: 'personal_sign', params: ['0x6869', address], chainId: 'eip155:31337' }, accounts: [account], sessionChainIds: [31337], rpcUrls })
 */
export async function answerSessionRequest(
  parameters: AnswerSessionRequestParameters,
): Promise<SessionRequestAnswer> {
  const { method } = parameters.request
  if (!isSupportedMethod(method)) {
    throw new ProviderRpcError(providerErrorCodes.unsupportedMethod, requestErrorMessages.unsupported(method))
  }
  switch (method) {
    case 'personal_sign':
      return { result: await personalSign(parameters) }
    case 'eth_signTypedData_v4':
      return { result: await signTypedDataV4(parameters) }
    case 'eth_sendTransaction':
      return { result: await sendTransaction(parameters) }
    case 'wallet_switchEthereumChain':
      return switchChain(parameters)
    case 'wallet_getCapabilities':
      return { result: getCapabilities(parameters) }
  }
}
