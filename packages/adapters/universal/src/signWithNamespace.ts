import { UnsupportedChainError } from '@portico/common'
import type { UniversalProvider } from '@portico/core'
import { base58, base64 } from '@scure/base'
import { bytesToHex, toHex, type Hex } from 'viem'

/** Parameters of {@link signWithNamespace}. */
export interface SignWithNamespaceParameters {
  /** The session's provider. */
  provider: Pick<UniversalProvider, 'request'>
  /** CAIP-2 chain the message is signed for, e.g. `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  chainId: string
  /** Text to sign. */
  message: string
  /** Account that signs (plain address of that namespace). */
  address: string
}

/**
 * Signs a text message with the method of the chain's namespace (WalletConnect's RPC references) and returns
 * the signature's bytes as hex: eip155 `personal_sign`, solana `solana_signMessage` (base58 message and
 * signature), bip122 `signMessage` (base64 signature).
 *
 * @throws {UnsupportedChainError} 'Unsupported chain' for any other namespace.
 *
 * @example
 * await signWithNamespace({ provider, chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', message: 'hi', address })
 */
export async function signWithNamespace({
  provider,
  chainId,
  message,
  address,
}: SignWithNamespaceParameters): Promise<Hex> {
  const namespace = chainId.split(':')[0]
  if (namespace === 'eip155')
    return provider.request<Hex>({ method: 'personal_sign', params: [toHex(message), address] }, chainId)
  if (namespace === 'solana') {
    const params = { message: base58.encode(new TextEncoder().encode(message)), pubkey: address }
    const { signature } = await provider.request<{ signature: string }>(
      { method: 'solana_signMessage', params },
      chainId,
    )
    return bytesToHex(base58.decode(signature))
  }
  if (namespace === 'bip122') {
    const { signature } = await provider.request<{ signature: string }>(
      { method: 'signMessage', params: { address, message } },
      chainId,
    )
    return bytesToHex(base64.decode(signature))
  }
  throw new UnsupportedChainError()
}
