import type { HistoryTransfer, OperationType } from './historyTransaction.ts'

/** Parameters of {@link classifyOperation}. */
export interface ClassifyOperationParameters {
  /** The account's side of each transfer, with whether the other side is the zero address. */
  transfers: readonly (Pick<HistoryTransfer, 'direction'> & { counterpartyIsZero: boolean })[]
  /** What the call was, for transactions that move nothing of the account's. */
  callKind: 'transfer' | 'approve' | 'deploy' | 'call'
  /** Whether the account sent the transaction. */
  sentByAccount: boolean
}

/**
 * §3 operation type of a transaction as seen by one account: value both in and out is a trade; only in is a
 * receive (a mint when it all came from the zero address); only out is a send (a burn when it all went to
 * the zero address); nothing moved is an approve, deploy or execute by the call.
 *
 * @example
 * classifyOperation({ transfers: [{ direction: 'out', counterpartyIsZero: false }], callKind: 'call',
 *   sentByAccount: true }) // 'send'
 */
export function classifyOperation({
  transfers,
  callKind,
  sentByAccount,
}: ClassifyOperationParameters): OperationType {
  const ins = transfers.filter((t) => t.direction === 'in')
  const outs = transfers.filter((t) => t.direction === 'out')
  if (ins.length > 0 && outs.length > 0) return 'trade'
  if (ins.length > 0) return ins.every((t) => t.counterpartyIsZero) ? 'mint' : 'receive'
  if (outs.length > 0) return outs.every((t) => t.counterpartyIsZero) ? 'burn' : 'send'
  if (transfers.length > 0) return 'send' // only to itself
  if (callKind === 'approve') return 'approve'
  if (callKind === 'deploy') return 'deploy'
  if (callKind === 'transfer') return sentByAccount ? 'send' : 'receive'
  return 'execute'
}
