import type { EmbeddedUser } from '@portico/frame-protocol'
import { BadRequestError } from '../http/httpErrors.ts'
import type { EmbeddedUserRecord } from './userStore.ts'

/**
 * §3 embedded user payload of `user` on `chainId`: the address is the account of that chain's namespace.
 * Accounts are EOAs (smart accounts are not deployed by this secure site).
 *
 * @example
 * embeddedUserOf(user, 'eip155:31337').address // '0x…'
 */
export function embeddedUserOf(user: EmbeddedUserRecord, chainId: string): EmbeddedUser {
  const namespace = chainId.split(':')[0]
  if (namespace !== 'eip155' && namespace !== 'solana') {
    throw new BadRequestError(`Chain ${chainId} is not supported by the embedded wallet`)
  }
  return {
    email: user.email,
    address: user.addresses[namespace],
    chainId,
    accounts: [
      { address: user.addresses.eip155, type: 'eoa', namespace: 'eip155' },
      { address: user.addresses.solana, type: 'eoa', namespace: 'solana' },
    ],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
    userName: user.socialUserName,
    authProvider: user.socialProvider ?? 'email',
  }
}
