// In a module of its own (re-exported by ./auth.ts): core throws it from code that loads with the page,
// and a bundler places whole modules, so its siblings stay out of the page's first load.
import { PorticoError } from './PorticoError.ts'

/**
 * §5: both the Ethereum sign-in config and the generic sign-in option were given.
 *
 * @example
 * throw new SiweAndSiwxConflictError() // 'Cannot set both `siweConfig` and `siwx` options'
 */
export class SiweAndSiwxConflictError extends PorticoError {
  override name = 'SiweAndSiwxConflictError'
  constructor() {
    super('Cannot set both `siweConfig` and `siwx` options', { code: 'SIWE_AND_SIWX_CONFLICT' })
  }
}
