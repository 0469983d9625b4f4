import { InvalidAppConfigurationError, InvalidProjectIdError } from '@portico/common'
import { describe, expect, it } from 'vitest'
import { relayRefusalError } from './watchRelayRefusal.ts'

const closed = (reason: string) =>
  new Error(`WebSocket connection closed abnormally with code: 3000 (${reason})`)

describe('relayRefusalError', () => {
  it('turns an unknown or missing project id into Invalid Project ID, keeping the relay’s reason', () => {
    const unknown = relayRefusalError(closed('Unauthorized: invalid key'))
    expect(unknown).toBeInstanceOf(InvalidProjectIdError)
    expect(unknown?.shortMessage).toBe('Invalid Project ID')
    expect(unknown?.cause).toEqual(new Error('Unauthorized: invalid key'))
    const missing = relayRefusalError(closed('Authorization error: Project ID is missing'))
    expect(missing).toBeInstanceOf(InvalidProjectIdError)
    expect((missing?.cause as Error).message).toBe('Authorization error: Project ID is missing')
  })

  it('turns a refused origin into Invalid App Configuration', () => {
    expect(relayRefusalError(closed('Unauthorized: origin not allowed'))).toBeInstanceOf(
      InvalidAppConfigurationError,
    )
  })

  it('ignores errors that are not a 3000 close (the client retries those)', () => {
    expect(
      relayRefusalError(new Error('WebSocket connection closed abnormally with code: 1006')),
    ).toBeUndefined()
    expect(relayRefusalError(new Error('socket hang up'))).toBeUndefined()
    expect(relayRefusalError('code: 3000')).toBeUndefined()
  })
})
