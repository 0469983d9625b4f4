import * as wagmi from '@wagmi/core'
import { describeWagmiAdapter } from '../testing/wagmiSuite.ts'

describeWagmiAdapter('wagmi 3', wagmi, 3)
