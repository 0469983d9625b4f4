// @portico/core/siwx: what a server needs to verify a sign-in (EIP-4361 parsing and checks, signatures of EOAs
// and of ERC-1271 / ERC-6492 contract accounts, nonces), with no stores and no browser API.
export { createSiwxNonce } from './createSiwxNonce.ts'
export { formatSignInMessage, type SignInMessageInput } from './formatSignInMessage.ts'
export { parseSignInMessage, type SignInMessageFields } from './parseSignInMessage.ts'
export { SiwxVerificationError, type SiwxVerificationReason } from './siwxVerificationError.ts'
export {
  verifySignInSignature,
  type SiwxClientSource,
  type VerifySignInSignatureParameters,
} from './verifySignInSignature.ts'
export {
  SIWX_CLOCK_SKEW_MS,
  verifySiwxMessage,
  type VerifySiwxMessageParameters,
} from './verifySiwxMessage.ts'
