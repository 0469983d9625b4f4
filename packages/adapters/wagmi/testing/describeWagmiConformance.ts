// The EVM adapter conformance suite (issue 17, ADR 0020) for the WagmiAdapter, run on wagmi 3
// (src/conformance.test.ts) and on wagmi 2 (src/conformance.v2.test.ts, where '@wagmi/core' is the @wagmi/core-v2
// alias). wagmi gets the dev wallet as an injected connector under its rdns (the id core's EIP-6963 entry has) and
// keeps its record of the connection in the page's storage, so the reload case restores through wagmi.
import { describeEvmAdapterConformance } from '@portico/adapter-conformance'
import { createStorage, injected, version } from '@wagmi/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WagmiAdapter } from '../src/WagmiAdapter.ts'

/**
 * Registers the conformance suite for the WagmiAdapter on the '@wagmi/core' this file resolves, checking that it
 * is wagmi `major`.
 *
 * @example
 * describeWagmiConformance(3)
 */
export function describeWagmiConformance(major: number): void {
  beforeAll(() => {
    // wagmi's injected connector looks for its wallet only where there is a window (a page).
    vi.stubGlobal('window', new EventTarget())
  })
  afterAll(() => vi.unstubAllGlobals())

  describe(`wagmi ${major}`, () => {
    it('is the wagmi major this file is meant to run', () => {
      expect(Number(version.split('.')[0])).toBe(major)
    })
  })

  describeEvmAdapterConformance({
    name: `adapter-wagmi on wagmi ${major}`,
    createAdapter: ({ networks, wallet, storage }) =>
      new WagmiAdapter({
        networks,
        projectId: 'conformance',
        storage: createStorage({ storage, key: 'wagmi' }),
        multiInjectedProviderDiscovery: false,
        connectors: [
          injected({
            target: () => ({ id: wallet.rdns, name: wallet.name, provider: wallet.provider as never }),
          }),
        ],
      }),
  })
}
