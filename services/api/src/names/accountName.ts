import { ACCOUNT_NAME_MIN_LENGTH } from '@portico/common'

/** A name split into its label and zone, lower-cased, or the reason it breaks §5. */
export type AccountNameCheck =
  { ok: true; name: string; label: string; zone: string } | { ok: false; reason: string }

/** §5: letters, digits and hyphens only. */
export const ACCOUNT_LABEL_PATTERN = /^[a-z0-9-]+$/

/**
 * Checks a full name such as `alice.reown.id` against §5: it ends with one of `zones`, and the label before
 * the zone has letters, digits and hyphens only and at least 4 characters. Case is ignored (stored lower-case).
 *
 * @example
 * checkAccountName('Alice.reown.id', ['.reown.id']) // { ok: true, name: 'alice.reown.id', label: 'alice', zone: '.reown.id' }
 */
export function checkAccountName(input: string, zones: readonly string[]): AccountNameCheck {
  const name = input.trim().toLowerCase()
  const zone = zones.find((z) => name.endsWith(z))
  if (!zone) return { ok: false, reason: `Name must end with one of ${zones.join(', ')}` }
  const label = name.slice(0, -zone.length)
  if (!ACCOUNT_LABEL_PATTERN.test(label)) {
    return { ok: false, reason: 'Name may contain only letters, digits and hyphens' }
  }
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) {
    return { ok: false, reason: `Name must be at least ${ACCOUNT_NAME_MIN_LENGTH} characters long` }
  }
  return { ok: true, name, label, zone }
}
