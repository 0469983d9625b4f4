/**
 * §3: transaction operation types that add to the balance.
 *
 * @example
 * BALANCE_ADDING_OPERATIONS.includes('receive') // true
 */
export const BALANCE_ADDING_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'] as const

/**
 * §3: transaction operation types that reduce the balance.
 *
 * @example
 * BALANCE_REDUCING_OPERATIONS.includes('burn') // true
 */
export const BALANCE_REDUCING_OPERATIONS = ['withdraw', 'repay', 'burn'] as const

/**
 * How an operation moves the balance: `in` adds, `out` reduces, `neutral` for the others (e.g. `trade`).
 *
 * @example
 * const direction: OperationDirection = operationDirection('claim') // 'in'
 */
export type OperationDirection = 'in' | 'out' | 'neutral'

/**
 * How a transaction's operation type moves the balance (§3), for the sign and colour of an activity row.
 * Matching ignores case.
 *
 * @example
 * operationDirection('receive') // 'in'
 * operationDirection('repay') // 'out'
 * operationDirection('trade') // 'neutral'
 */
export function operationDirection(type: string): OperationDirection {
  const normalized = type.toLowerCase()
  if ((BALANCE_ADDING_OPERATIONS as readonly string[]).includes(normalized)) return 'in'
  if ((BALANCE_REDUCING_OPERATIONS as readonly string[]).includes(normalized)) return 'out'
  return 'neutral'
}
