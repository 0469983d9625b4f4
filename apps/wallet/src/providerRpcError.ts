/** EIP-1193 / EIP-1474 error codes the dev wallet answers with. */
export const providerErrorCodes = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  unrecognizedChain: 4902,
  // EIP-5792
  unsupportedChainId: 5710,
  unknownBundleId: 5730,
  atomicityNotSupported: 5760,
  invalidParams: -32602,
} as const

/** The error an EIP-1193 provider throws: a message plus a numeric `code` callers branch on. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}
