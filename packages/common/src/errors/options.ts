import { PorticoError } from './PorticoError.ts'

/**
 * §8 alert: `createAppKit` was called without a project id (§5: a project id is required).
 *
 * @example
 * throw new ProjectIdNotConfiguredError() // 'Project ID Not Configured'
 */
export class ProjectIdNotConfiguredError extends PorticoError {
  override name = 'ProjectIdNotConfiguredError'
  constructor() {
    super('Project ID Not Configured', {
      code: 'PROJECT_ID_NOT_CONFIGURED',
      details: 'Pass a non-empty `projectId` string to createAppKit().',
    })
  }
}

/**
 * An option given to `createAppKit` has the wrong shape; the message names the option and what is wrong.
 *
 * @example
 * throw new InvalidOptionsError({ option: 'networks', problem: 'expected a non-empty array of networks' })
 */
export class InvalidOptionsError extends PorticoError {
  override name = 'InvalidOptionsError'
  /** Dotted path of the offending option, e.g. `networks` or `endpoints.api`. */
  readonly option: string
  constructor({ option, problem }: { option: string; problem: string }) {
    super(`Invalid option \`${option}\`: ${problem}`, { code: 'INVALID_OPTIONS' })
    this.option = option
  }
}

/**
 * A React hook or element was used before `createAppKit` ran.
 *
 * @example
 * throw new AppKitNotCreatedError() // 'Call createAppKit() before using Portico hooks or elements'
 */
export class AppKitNotCreatedError extends PorticoError {
  override name = 'AppKitNotCreatedError'
  constructor() {
    super('Call createAppKit() before using Portico hooks or elements', { code: 'APPKIT_NOT_CREATED' })
  }
}
