import { afterAll, beforeAll, beforeEach, afterEach, describe } from 'vitest'
import { connectionCases } from './cases/connectionCases.ts'
import { signAndSendCases } from './cases/signAndSendCases.ts'
import { switchCases } from './cases/switchCases.ts'
import { walletErrorCases } from './cases/walletErrorCases.ts'
import {
  startConformanceWorld,
  type ConformanceWorld,
  type EvmConformanceSubject,
} from './conformanceWorld.ts'

// Account 2 holds the wallet; cases send to 7 and 8 and pick 9 in the wallet, so no case reads another's balance.
const HOLDER_INDEX = 2

/**
 * Registers the EVM adapter conformance suite (issue 17, ADR 0020) for `subject`: every case runs the adapter
 * through core as an app does (`createAppKitCore` with `adapters: [adapter]`, the Portico Dev Wallet announced
 * over EIP-6963) against devnet chains 31337 and 31338, started once for the suite, and checks core's stores and
 * the adapter. Each case starts with the wallet on 31337 holding the same account, and ends with its apps destroyed.
 *
 * @example
 * // packages/adapters/evm/src/conformance.test.ts
 * describeEvmAdapterConformance({ name: 'adapter-evm', createAdapter: ({ networks }) => createEvmAdapter({ networks }) })
 */
export function describeEvmAdapterConformance(subject: EvmConformanceSubject): void {
  describe(`${subject.name} conformance (EVM adapters, issue 17)`, () => {
    let current: ConformanceWorld | undefined
    const world = (): ConformanceWorld => {
      if (!current) throw new Error('The conformance world has not started')
      return current
    }
    beforeAll(async () => {
      current = await startConformanceWorld(subject, HOLDER_INDEX)
    })
    afterAll(async () => {
      current?.destroyApps()
      await current?.stop()
    })
    beforeEach(async () => {
      const { devWallet, wallet, holder } = world()
      devWallet.selectAccount(holder.privateKey)
      await devWallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
      wallet.reset()
    })
    afterEach(() => world().destroyApps())

    describe('connection', () => connectionCases(world))
    describe('network switch', () => switchCases(world))
    describe('signing and sending', () => signAndSendCases(world))
    describe('§8 wallet errors', () => walletErrorCases(world))
  })
}
