import { RpcCallNotAllowedError, isAllowedRpcMethod, isSafeRpcMethod } from '@portico/common'
import type { EmbeddedApproval } from '@portico/core'
import { EIP1193ProviderRpcError, type EIP1193Provider } from 'viem'
import { FrameRequestError } from './embeddedErrors.ts'
import type { FrameMessenger } from './createFrameMessenger.ts'

/** Parameters of {@link createEmbeddedProvider}. */
export interface EmbeddedProviderParameters {
  messenger: Pick<FrameMessenger, 'request' | 'onNotice'>
  /** CAIP-2 id of the chain the wallet starts on, e.g. `eip155:31337`. */
  chainId: string
  /** §6: called before a non-safe request goes to the frame (core shows the ApproveTransaction view). */
  onApprovalRequest(method: string): EmbeddedApproval
}

type Listener = (...args: unknown[]) => void

/** `eip155:31337` or `31337` → 31337. */
function evmChainNumber(chainId: string | number): number {
  if (typeof chainId === 'number') return chainId
  const reference = chainId.includes(':') ? chainId.split(':')[1] : chainId
  return Number(reference)
}

function firstParam(params: unknown): unknown {
  return Array.isArray(params) ? params[0] : undefined
}

/**
 * The embedded wallet's EIP-1193 provider for eip155. §6: safe reads go to the frame as RPC_REQUEST;
 * non-safe methods first call `onApprovalRequest` (the modal shows ApproveTransaction and the frame its approval
 * screen over it) and wait without a time limit; any other method is refused with 'Requested RPC call is not
 * allowed' (the frame refuses it too). `eth_chainId` is answered from the chain in use and
 * `wallet_switchEthereumChain` becomes SWITCH_NETWORK. It emits `accountsChanged` and `chainChanged` from the
 * frame's notices.
 *
 * @example
 * const provider = createEmbeddedProvider({ messenger, chainId: 'eip155:31337', onApprovalRequest })
 * await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] })
 */
export function createEmbeddedProvider({
  messenger,
  chainId: initialChainId,
  onApprovalRequest,
}: EmbeddedProviderParameters): EIP1193Provider {
  let chainNumber = evmChainNumber(initialChainId)
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(value)
  }
  const setChain = (next: string | number) => {
    const value = evmChainNumber(next)
    if (!Number.isSafeInteger(value) || value === chainNumber) return
    chainNumber = value
    emit('chainChanged', `0x${value.toString(16)}`)
  }
  messenger.onNotice((notice) => {
    if (notice.type === '@portico-frame/ACCOUNTS_CHANGED') emit('accountsChanged', notice.payload.accounts)
    else if (notice.type === '@portico-frame/CHAIN_CHANGED') {
      const { chainId } = notice.payload
      if (typeof chainId === 'number' || chainId.startsWith('eip155:')) setChain(chainId)
    }
  })

  const rpc = async (method: string, params: unknown, wait: boolean): Promise<unknown> => {
    try {
      const { result } = await messenger.request(
        'RPC_REQUEST',
        { method, params, chainNamespace: 'eip155', chainId: `eip155:${chainNumber}` },
        wait ? { timeout: false } : {},
      )
      return result
    } catch (error) {
      // EIP-1193: callers (a host app, viem, core) read the frame's code, 4001 for a person's refusal, by `code`.
      if (error instanceof FrameRequestError && error.rpcCode !== undefined) {
        const rpcError = new EIP1193ProviderRpcError(error.rpcCode, error.message)
        rpcError.cause = error
        throw rpcError
      }
      throw error
    }
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    if (method === 'eth_chainId') return `0x${chainNumber.toString(16)}`
    if (method === 'wallet_switchEthereumChain') {
      const target = (firstParam(params) as { chainId?: unknown } | undefined)?.chainId
      if (typeof target !== 'string') throw new RpcCallNotAllowedError({ method })
      const answer = await messenger.request('SWITCH_NETWORK', { chainId: `eip155:${Number(target)}` })
      setChain(answer.chainId)
      return null
    }
    // The frame answers the signed-in user's address; asking never prompts (the login was the consent).
    if (method === 'eth_requestAccounts') return rpc(method, params, false)
    if (!isAllowedRpcMethod(method)) throw new RpcCallNotAllowedError({ method })
    if (isSafeRpcMethod(method)) return rpc(method, params, false)
    const approval = onApprovalRequest(method)
    try {
      const result = await rpc(method, params, true)
      approval.settle(true)
      return result
    } catch (error) {
      approval.settle(false)
      throw error
    }
  }

  const provider = {
    request,
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  return provider as unknown as EIP1193Provider
}
