import { SAFE_RPC_METHODS } from '@portico/common'
import {
  createWalletClient,
  defineChain,
  http,
  isAddressEqual,
  isHex,
  toHex,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { BadRequestError, RpcNotAllowedError } from '../http/httpErrors.ts'
import { forwardRpc } from './forwardRpc.ts'

// §6 safe reads go to the chain as they are; the wallet_* reads and eth_accounts are answered here.
const FORWARDED = new Set<string>(
  SAFE_RPC_METHODS.filter((m) => !m.startsWith('wallet_') && m !== 'eth_accounts'),
)

/** What an eip155 request needs: the user's address, the chain, and a way to use the user's key once. */
export interface Eip155RpcContext {
  /** `eip155:31337` */
  chainId: string
  rpcUrl: string
  address: `0x${string}`
  withKey: <T>(use: (privateKey: Uint8Array) => Promise<T> | T) => Promise<T>
}

const hexKey = (privateKey: Uint8Array) => toHex(privateKey)

function checkSigner(address: unknown, context: Eip155RpcContext) {
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
    throw new BadRequestError('The request names no signing address')
  }
  if (!isAddressEqual(address as Hex, context.address)) {
    throw new BadRequestError(`Address ${address} is not this wallet's account`, 4100)
  }
}

const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value)) return BigInt(value)
  throw new BadRequestError(`Transaction field ${field} must be a hex quantity`)
}

async function sendTransaction(params: unknown, context: Eip155RpcContext): Promise<Hex> {
  const [tx] = Array.isArray(params) ? params : []
  if (typeof tx !== 'object' || tx === null)
    throw new BadRequestError('eth_sendTransaction needs a transaction')
  const request = tx as Record<string, unknown>
  if (request.from !== undefined) checkSigner(request.from, context)
  if (
    request.to !== undefined &&
    request.to !== null &&
    (typeof request.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(request.to))
  ) {
    throw new BadRequestError('Transaction field to must be an address')
  }
  if (request.data !== undefined && (typeof request.data !== 'string' || !isHex(request.data))) {
    throw new BadRequestError('Transaction field data must be hex')
  }
  const chainNumber = Number(context.chainId.split(':')[1])
  const chain = defineChain({
    id: chainNumber,
    name: context.chainId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [context.rpcUrl] } },
  })
  return context.withKey(async (privateKey) => {
    const account = privateKeyToAccount(hexKey(privateKey))
    const wallet = createWalletClient({
      account,
      chain,
      transport: http(context.rpcUrl, { timeout: 10_000 }),
    })
    const gas = quantity(request.gas, 'gas')
    const nonce = quantity(request.nonce, 'nonce')
    const maxFeePerGas = quantity(request.maxFeePerGas, 'maxFeePerGas')
    const maxPriorityFeePerGas = quantity(request.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
    const gasPrice = quantity(request.gasPrice, 'gasPrice')
    if (gasPrice !== undefined && maxFeePerGas !== undefined)
      throw new BadRequestError('A transaction takes gasPrice or maxFeePerGas, not both')
    // The fees the approval screen showed are the ones signed: a gasPrice makes a legacy transaction.
    const fees =
      gasPrice !== undefined
        ? { gasPrice, type: 'legacy' as const }
        : {
            ...(maxFeePerGas !== undefined ? { maxFeePerGas } : {}),
            ...(maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas } : {}),
          }
    return wallet.sendTransaction({
      to: (request.to as Hex | undefined) ?? null,
      value: quantity(request.value, 'value') ?? 0n,
      ...(request.data ? { data: request.data as Hex } : {}),
      ...(gas !== undefined ? { gas } : {}),
      ...(nonce !== undefined ? { nonce: Number(nonce) } : {}),
      ...fees,
    } as Parameters<typeof wallet.sendTransaction>[0])
  })
}

function parseTypedData(value: unknown): TypedDataDefinition {
  let data: unknown = value
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value)
    } catch {
      throw new BadRequestError('eth_signTypedData_v4 typed data must be JSON')
    }
  }
  if (typeof data !== 'object' || data === null)
    throw new BadRequestError('eth_signTypedData_v4 needs typed data')
  const { domain, types, primaryType, message } = data as Record<string, unknown>
  if (
    typeof types !== 'object' ||
    types === null ||
    typeof primaryType !== 'string' ||
    typeof message !== 'object'
  ) {
    throw new BadRequestError('Typed data needs types, primaryType and message')
  }
  // viem derives EIP712Domain from `domain` itself and refuses it among the types.
  const { EIP712Domain: _domainType, ...rest } = types as Record<string, unknown>
  return { domain: (domain ?? {}) as never, types: rest as never, primaryType, message: message as never }
}

/**
 * Serves one EIP-1193 request of an embedded eip155 account: safe reads are forwarded to the chain; signing
 * uses the user's key; anything else is {@link RpcNotAllowedError} (4200).
 *
 * @example
 * await handleEip155Rpc('personal_sign', ['0x68656c6c6f', address], context)
 */
export async function handleEip155Rpc(
  method: string,
  params: unknown,
  context: Eip155RpcContext,
): Promise<unknown> {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [context.address]
    case 'personal_sign': {
      const [message, address] = list
      checkSigner(address, context)
      if (typeof message !== 'string') throw new BadRequestError('personal_sign needs a message')
      return context.withKey((pk) =>
        privateKeyToAccount(hexKey(pk)).signMessage({ message: isHex(message) ? { raw: message } : message }),
      )
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = list
      checkSigner(address, context)
      const definition = parseTypedData(typedData)
      return context.withKey((pk) => privateKeyToAccount(hexKey(pk)).signTypedData(definition))
    }
    case 'eth_sendTransaction':
      return sendTransaction(params, context)
    case 'wallet_getCapabilities': {
      const [address] = list
      if (address === undefined)
        throw new BadRequestError('Missing address parameter in wallet_getCapabilities request')
      checkSigner(address, context)
      const chainHex = toHex(Number(context.chainId.split(':')[1]))
      return { [chainHex]: { atomic: { status: 'unsupported' } } }
    }
    default:
      if (FORWARDED.has(method)) return forwardRpc(context.rpcUrl, method, params)
      throw new RpcNotAllowedError()
  }
}
