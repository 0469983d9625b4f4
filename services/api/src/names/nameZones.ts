import { NAME_SUFFIXES } from '@portico/common'

/** Thrown when `PORTICO_NAME_ZONES` cannot be read as a list of zone suffixes. */
export class NameZonesConfigError extends Error {
  override name = 'NameZonesConfigError'
}

const zonePattern = /^\.[a-z0-9-]+(\.[a-z0-9-]+)+$/

/**
 * The zone suffixes names may be registered under, from `PORTICO_NAME_ZONES` (comma-separated, e.g.
 * `.reown.id,.wcn.id`; the leading dot is optional). Unset or empty gives §5's `.reown.id` and legacy
 * `.wcn.id`. The first zone is the default for suggestions.
 *
 * @example
 * loadNameZones({ PORTICO_NAME_ZONES: 'portico.id, .wcn.id' }) // ['.portico.id', '.wcn.id']
 */
export function loadNameZones(env: Record<string, string | undefined> = process.env): readonly string[] {
  const raw = env.PORTICO_NAME_ZONES?.trim()
  if (!raw) return NAME_SUFFIXES
  const zones = raw
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean)
    .map((zone) => (zone.startsWith('.') ? zone : `.${zone}`))
  for (const zone of zones) {
    if (!zonePattern.test(zone)) {
      throw new NameZonesConfigError(
        `PORTICO_NAME_ZONES entry '${zone}' must be a domain suffix such as .reown.id (letters, digits, hyphens and dots)`,
      )
    }
  }
  return [...new Set(zones)]
}
