export { UniversalAdapter, type UniversalAdapterOptions } from './UniversalAdapter.ts'
export { signWithNamespace, type SignWithNamespaceParameters } from './signWithNamespace.ts'
export type {
  UniversalProvider,
  UniversalProviderConnectParameters,
  UniversalProviderEventMap,
  UniversalProviderNamespace,
  UniversalProviderSession,
} from '@portico/core'
