import { isSafeRpcMethod, isUnsafeRpcMethod } from '@portico/common'

/** The unsafe methods the iframe shows an approval for and the secure site can carry out. */
export const APPROVABLE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
] as const

/** A method the approval screen knows how to show. */
export type ApprovableRpcMethod = (typeof APPROVABLE_RPC_METHODS)[number]

/**
 * How the iframe treats an RPC request (§6):
 * - `safe`: a read, sent to the secure site at once;
 * - `approval`: needs the person's approval first;
 * - `unavailable`: an unsafe method the secure site cannot do yet (batched calls, permissions, user operations,
 *   Solana sign-and-send): refused with code 4200 and a message naming it;
 * - `notAllowed`: outside §6's list: 'Requested RPC call is not allowed' without asking the server.
 */
export type FrameRpcMethodClass =
  | { kind: 'safe' }
  | { kind: 'approval'; method: ApprovableRpcMethod }
  | { kind: 'unavailable' }
  | { kind: 'notAllowed' }

function isApprovable(method: string): method is ApprovableRpcMethod {
  return (APPROVABLE_RPC_METHODS as readonly string[]).includes(method)
}

/**
 * Sorts an RPC method into §6's safe and unsafe lists, and the unsafe ones into those the embedded wallet can
 * carry out and those it cannot yet.
 *
 * @example
 * classifyFrameRpcMethod('eth_getBalance') // { kind: 'safe' }
 * classifyFrameRpcMethod('personal_sign') // { kind: 'approval', method: 'personal_sign' }
 * classifyFrameRpcMethod('wallet_sendCalls') // { kind: 'unavailable' }
 * classifyFrameRpcMethod('eth_sign') // { kind: 'notAllowed' }
 */
export function classifyFrameRpcMethod(method: string): FrameRpcMethodClass {
  // eth_requestAccounts is how the host's provider connects: the person already signed in, so it reads like eth_accounts.
  if (isSafeRpcMethod(method) || method === 'eth_requestAccounts') return { kind: 'safe' }
  if (isApprovable(method)) return { kind: 'approval', method }
  if (isUnsafeRpcMethod(method)) return { kind: 'unavailable' }
  return { kind: 'notAllowed' }
}
