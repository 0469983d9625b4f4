/**
 * A fresh sign-in nonce: 16 random bytes from the platform's CSPRNG as 32 hex digits (EIP-4361 wants at least
 * 8 letters or digits). A server issues one per sign-in, remembers it for a few minutes and accepts it once.
 *
 * @example
 * const nonce = createSiwxNonce() // '9f86d081884c7d659a2feaa0c55ad015'
 */
export function createSiwxNonce(): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('')
}
