// The EVM adapter conformance suite (issue 17, ADR 0020) for the viem adapter.
import { describeEvmAdapterConformance } from '@portico/adapter-conformance'
import { createEvmAdapter } from './createEvmAdapter.ts'

describeEvmAdapterConformance({
  name: 'adapter-evm',
  createAdapter: ({ networks }) => createEvmAdapter({ networks }),
})
