// The EVM adapter conformance suite (issue 17) for the ethers 6 adapter, built as AppKit apps build it: with no
// arguments, learning its networks from createAppKit.
import { describeEvmAdapterConformance } from '@portico/adapter-conformance'
import { EthersAdapter } from './EthersAdapter.ts'

describeEvmAdapterConformance({
  name: 'adapter-ethers',
  createAdapter: () => new EthersAdapter(),
})
