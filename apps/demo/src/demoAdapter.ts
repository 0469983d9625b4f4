import type { AppKitOptions, CaipNetwork } from '@portico/react'

/** A chain adapter, as createAppKit takes it. */
export type DemoChainAdapter = NonNullable<AppKitOptions['adapters']>[number]

/** The adapters the demo can run on (`?adapter=` in its URL); none is core's built-in EIP-6963 connection. */
export const demoAdapterNames = ['evm', 'wagmi', 'ethers', 'ethers5'] as const
export type DemoAdapterName = (typeof demoAdapterNames)[number]

/** The package each adapter comes from, as the page names it. */
export const demoAdapterPackages: Record<DemoAdapterName, string> = {
  evm: '@portico/adapter-evm',
  wagmi: '@portico/adapter-wagmi',
  ethers: '@portico/adapter-ethers',
  ethers5: '@portico/adapter-ethers5',
}

/** What `?adapter=` asked for: an adapter, none, or a value the demo does not know. */
export type DemoAdapterChoice =
  { kind: 'adapter'; name: DemoAdapterName } | { kind: 'none' } | { kind: 'unknown'; value: string }

/**
 * Reads the demo's `?adapter=evm|wagmi|ethers|ethers5` from a query string.
 *
 * @example
 * parseDemoAdapter('?adapter=wagmi') // { kind: 'adapter', name: 'wagmi' }
 * parseDemoAdapter('') // { kind: 'none' }
 */
export function parseDemoAdapter(search: string): DemoAdapterChoice {
  const value = new URLSearchParams(search).get('adapter')
  if (value === null || value === '') return { kind: 'none' }
  const name = demoAdapterNames.find((candidate) => candidate === value)
  return name ? { kind: 'adapter', name } : { kind: 'unknown', value }
}

/**
 * Loads one adapter with a dynamic import, so the default demo does not pay for any of them, and builds it
 * the way its AppKit counterpart is built.
 *
 * @example
 * createAppKit({ adapters: [await loadDemoAdapter('wagmi', networks, 'portico-demo')], networks, … })
 */
export async function loadDemoAdapter(
  name: DemoAdapterName,
  networks: [CaipNetwork, ...CaipNetwork[]],
  projectId: string,
): Promise<DemoChainAdapter> {
  switch (name) {
    case 'evm': {
      const { createEvmAdapter } = await import('@portico/adapter-evm')
      return createEvmAdapter({ networks })
    }
    case 'wagmi': {
      const [{ WagmiAdapter }, { demoCustomConnector }] = await Promise.all([
        import('@portico/adapter-wagmi'),
        import('./demoCustomConnector.ts'),
      ])
      // An app's own connector beside wagmi's EIP-6963 ones: the modal lists it as an external connector.
      return new WagmiAdapter({ networks, projectId, connectors: [demoCustomConnector()] })
    }
    case 'ethers': {
      const { EthersAdapter } = await import('@portico/adapter-ethers')
      return new EthersAdapter()
    }
    case 'ethers5': {
      const { Ethers5Adapter } = await import('@portico/adapter-ethers5')
      return new Ethers5Adapter()
    }
  }
}
