// Fixtures for an EVM adapter's own tests (what its library does beyond the conformance suite): both devnet
// chains and the Portico Dev Wallet on them, and wallets with one method answered differently.
export { startWalletOnDevnets, type WalletOnDevnets } from './testing/startWalletOnDevnets.ts'
export { failingProvider, overrideMethod } from './testing/failingProvider.ts'
