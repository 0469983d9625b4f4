export { describeEvmAdapterConformance } from './describeEvmAdapterConformance.ts'
export {
  DEV_WALLET,
  startConformanceWorld,
  type ConformanceApp,
  type ConformanceWallet,
  type ConformanceWorld,
  type EvmConformanceSubject,
} from './conformanceWorld.ts'
export { scriptWallet, type ScriptedWallet, type WalletRequest } from './scriptedWallet.ts'
export { recordEvents, untilAccount, untilNetwork, type RecordedEvents } from './untilState.ts'
