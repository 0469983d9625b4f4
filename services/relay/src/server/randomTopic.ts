import { randomBytes } from 'node:crypto'

/** A random 32-byte topic, hex (for tests and tools). */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}
