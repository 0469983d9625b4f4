import { PorticoError } from './PorticoError.ts'

/** §5: a CAIP-10 account id without exactly 3 parts or with an unknown namespace. */
export class InvalidCaipAddressError extends PorticoError {
  override name = 'InvalidCaipAddressError'
  constructor({ caipAddress }: { caipAddress: string }) {
    super('Invalid CAIP Address', {
      code: 'INVALID_CAIP_ADDRESS',
      details: `received ${JSON.stringify(caipAddress)}`,
    })
  }
}
