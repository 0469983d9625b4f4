import { verifyMessage as verifyEoaMessage, type Address, type Client, type Hex } from 'viem'
import { getChainId, verifyMessage } from 'viem/actions'
import { SiwxVerificationError } from './siwxVerificationError.ts'

/** A viem client on the message's chain, or a way to pick one by chain id. */
export type SiwxClientSource = Client | ((chainId: number) => Client | undefined)

/** Parameters of {@link verifySignInSignature}. */
export interface VerifySignInSignatureParameters {
  /** The exact text that was signed. */
  message: string
  /** The signature the wallet returned (for an undeployed smart account, ERC-6492-wrapped). */
  signature: Hex
  /** The account that signed in. */
  address: Address
  /** The eip155 chain the message names. */
  chainId: number
  /** Reads the chain for contract accounts; without it only EOA signatures can be checked. */
  client?: SiwxClientSource | undefined
}

async function clientFor(source: SiwxClientSource, chainId: number): Promise<Client> {
  const client = typeof source === 'function' ? source(chainId) : source
  if (!client) throw new SiwxVerificationError('chain', `no client reads chain ${chainId}`)
  const clientChainId = client.chain?.id ?? (await getChainId(client))
  if (clientChainId !== chainId)
    throw new SiwxVerificationError(
      'chain',
      `the message names chain ${chainId}, the client reads ${clientChainId}`,
    )
  return client
}

/**
 * Checks that `address` signed `message` (EIP-191 personal_sign). With a client, viem's `verifyMessage` asks
 * the chain, so an EOA, a deployed contract account (ERC-1271 `isValidSignature`) and a counterfactual,
 * not yet deployed one (an ERC-6492-wrapped signature) are all checked; without one, only an EOA's
 * signature can be recovered offline.
 *
 * @throws {SiwxVerificationError} reason 'signature' when the signature does not hold, 'chain' when the client
 * reads another chain (or none is found for it).
 *
 * @example
 * await verifySignInSignature({ message, signature, address, chainId: 1, client: publicClient })
 */
export async function verifySignInSignature({
  message,
  signature,
  address,
  chainId,
  client,
}: VerifySignInSignatureParameters): Promise<void> {
  if (client === undefined) {
    const valid = await verifyEoaMessage({ address, message, signature }).catch((cause: unknown) => {
      throw new SiwxVerificationError('signature', 'the signature could not be read', { cause })
    })
    if (!valid)
      throw new SiwxVerificationError(
        'signature',
        `it was not made by ${address}'s key; a contract account's signature needs a client for chain ${chainId}`,
      )
    return
  }
  const reader = await clientFor(client, chainId)
  const valid = await verifyMessage(reader, { address, message, signature })
  if (!valid)
    throw new SiwxVerificationError(
      'signature',
      `neither ${address}'s key (EOA) nor its contract (ERC-1271 / ERC-6492) accepts it on chain ${chainId}`,
    )
}
