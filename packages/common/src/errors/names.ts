import { PorticoError } from './PorticoError.ts'

/**
 * Parameters of the name-service errors: the server's answer, when there was one.
 *
 * @example
 * new NameRegistrationError({ reasons: body.reasons } satisfies NameServiceErrorParameters)
 */
export interface NameServiceErrorParameters {
  /** §8: the name service's `reasons`; the first description, when present, becomes the message. */
  reasons?: readonly { description?: string | undefined }[] | undefined
  /** The error that led to this one. */
  cause?: unknown
}

function firstReason(reasons: NameServiceErrorParameters['reasons']): string | undefined {
  const description = reasons?.[0]?.description
  return description && description.length > 0 ? description : undefined
}

/**
 * §8: a name could not be resolved to its addresses.
 *
 * @example
 * new NameResolutionError().message // 'Error resolving name'
 */
export class NameResolutionError extends PorticoError {
  override name = 'NameResolutionError'
  constructor({ reasons, cause }: NameServiceErrorParameters = {}) {
    super(firstReason(reasons) ?? 'Error resolving name', { code: 'NAME_RESOLUTION_FAILED', cause })
  }
}

/**
 * §8: name suggestions could not be fetched.
 *
 * @example
 * new NameSuggestionsError().message // 'Error fetching name suggestions'
 */
export class NameSuggestionsError extends PorticoError {
  override name = 'NameSuggestionsError'
  constructor({ reasons, cause }: NameServiceErrorParameters = {}) {
    super(firstReason(reasons) ?? 'Error fetching name suggestions', {
      code: 'NAME_SUGGESTIONS_FAILED',
      cause,
    })
  }
}

/**
 * §8: the names of an address could not be fetched.
 *
 * @example
 * new NamesForAddressError().message // 'Error fetching names for address'
 */
export class NamesForAddressError extends PorticoError {
  override name = 'NamesForAddressError'
  constructor({ reasons, cause }: NameServiceErrorParameters = {}) {
    super(firstReason(reasons) ?? 'Error fetching names for address', {
      code: 'NAMES_FOR_ADDRESS_FAILED',
      cause,
    })
  }
}

/**
 * §8: a name could not be registered; the server's first reason description wins when present.
 *
 * @example
 * new NameRegistrationError().message // 'Error registering name'
 * new NameRegistrationError({ reasons: [{ description: 'Name is already taken' }] }).message // 'Name is already taken'
 */
export class NameRegistrationError extends PorticoError {
  override name = 'NameRegistrationError'
  constructor({ reasons, cause }: NameServiceErrorParameters = {}) {
    super(firstReason(reasons) ?? 'Error registering name', { code: 'NAME_REGISTRATION_FAILED', cause })
  }
}
