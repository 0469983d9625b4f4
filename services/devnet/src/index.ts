export * from './manifest.ts'
export {
  startDevnet,
  DevnetStartError,
  type RunningDevnet,
  type StartDevnetParameters,
} from './startDevnet.ts'
export { DEVNET_DEPLOY_VERSION, FixtureDeployError } from './deploy/deployFixtures.ts'
export { ContractCompileError } from './deploy/compileContracts.ts'
