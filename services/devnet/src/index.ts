export * from './manifest.ts'
export {
  startDevnet,
  DevnetStartError,
  type RunningDevnet,
  type StartDevnetParameters,
  type StartableDevnetChainId,
} from './startDevnet.ts'
export {
  DEVNET_THREE_DEPLOY_VERSION,
  DEVNET_THREE_GENESIS_AGE_SECONDS,
} from './deploy/devnetThree/deployDevnetThree.ts'
export { DEVNET_DEPLOY_VERSION, FixtureDeployError } from './deploy/deployFixtures.ts'
export { ContractCompileError } from './deploy/compileContracts.ts'
export {
  startSolanaChain,
  type RunningSolanaChain,
  type StartSolanaChainParameters,
} from './solana/startSolanaChain.ts'
