// The same suite on wagmi 2: '@wagmi/core' — in the adapter's sources too — is the @wagmi/core-v2 alias here.
import { vi } from 'vitest'
import * as wagmi from '@wagmi/core'
import { describeWagmiAdapter } from '../testing/wagmiSuite.ts'

vi.mock('@wagmi/core', () => import('@wagmi/core-v2'))

describeWagmiAdapter('wagmi 2', wagmi, 2)
