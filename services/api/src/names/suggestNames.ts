import { ACCOUNT_NAME_MIN_LENGTH } from '@portico/common'
import type { Queryable } from '../db/database.ts'
import { checkAccountName } from './accountName.ts'
import { findTakenNames } from './findProfiles.ts'
import { NameRejection } from './nameRejection.ts'

/** How many free variants are offered besides the requested name. */
export const NAME_SUGGESTION_VARIANTS = 4

/** One free name offered to the user (§3 "Name suggestions"). */
export interface NameSuggestion {
  /** Full name with its zone. */
  name: string
  /** Always false here: only free names are suggested. */
  registered: boolean
}

function candidateLabels(base: string): string[] {
  const labels = [base]
  for (let n = 1; n <= 24; n++) labels.push(`${base}${n}`, `${base}-${n}`)
  return labels
}

/**
 * Free names in `zone` close to `requested`: the requested label itself when it is free and valid by §5,
 * then up to {@link NAME_SUGGESTION_VARIANTS} variants with a digit or `-digit` suffix. The label is
 * lower-cased and stripped of characters §5 does not allow; a zone suffix already on it is dropped.
 *
 * @example
 * await suggestNames(db, 'Alice', '.reown.id') // [{ name: 'alice.reown.id', registered: false }, { name: 'alice1.reown.id', … }, …]
 */
export async function suggestNames(
  db: Queryable,
  requested: string,
  zone: string,
): Promise<NameSuggestion[]> {
  let label = requested.trim().toLowerCase()
  if (label.endsWith(zone)) label = label.slice(0, -zone.length)
  label = label.replace(/[^a-z0-9-]/g, '')
  if (!/[a-z0-9]/.test(label)) {
    throw new NameRejection(400, 'Name must contain at least one letter or digit')
  }
  const names = candidateLabels(label)
    .filter((candidate) => candidate.length >= ACCOUNT_NAME_MIN_LENGTH)
    .map((candidate) => `${candidate}${zone}`)
    .filter((name) => checkAccountName(name, [zone]).ok)
  const taken = await findTakenNames(db, names)
  const free = names.filter((name) => !taken.has(name))
  const requestedName = `${label}${zone}`
  const first = free[0] === requestedName ? [requestedName] : []
  const variants = free.filter((name) => name !== requestedName).slice(0, NAME_SUGGESTION_VARIANTS)
  return [...first, ...variants].map((name) => ({ name, registered: false }))
}
