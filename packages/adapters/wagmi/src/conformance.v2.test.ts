// The EVM adapter conformance suite on wagmi 2: '@wagmi/core' — in the adapter's sources too — is the
// @wagmi/core-v2 alias here.
import { vi } from 'vitest'
import { describeWagmiConformance } from '../testing/describeWagmiConformance.ts'

vi.mock('@wagmi/core', () => import('@wagmi/core-v2'))

describeWagmiConformance(2)
