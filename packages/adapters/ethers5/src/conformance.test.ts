// The EVM adapter conformance suite (issue 17) for the ethers 5 adapter, built as AppKit apps build it: with no
// arguments, learning its networks from createAppKit.
import { describeEvmAdapterConformance } from '@portico/adapter-conformance'
import { Ethers5Adapter } from './Ethers5Adapter.ts'

describeEvmAdapterConformance({
  name: 'adapter-ethers5',
  createAdapter: () => new Ethers5Adapter(),
})
