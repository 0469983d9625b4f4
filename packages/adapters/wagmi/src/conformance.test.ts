// The EVM adapter conformance suite (issue 17, ADR 0020) for the WagmiAdapter on wagmi 3.
import { describeWagmiConformance } from '../testing/describeWagmiConformance.ts'

describeWagmiConformance(3)
