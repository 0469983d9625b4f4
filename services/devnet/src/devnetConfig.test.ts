import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  DEVNET_SWAP_FEE_BPS,
  devnetAccounts,
  devnetContracts,
  devnetEns,
  devnetTokens,
  porticoDevnet,
  porticoDevnetTwo,
} from './manifest.ts'

// The API learns the devnet only from config/portico.config.json and its token list; the deployment is
// deterministic, so the file must say exactly what the manifest says. A changed deployment fails here.

const readJson = (name: string) =>
  JSON.parse(readFileSync(new URL(`../config/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>

const config = readJson('portico.config.json') as {
  $schema: string
  chains: Record<string, Record<string, unknown>>
  onramp: Record<string, unknown>
}
const tokenList = readJson('devnet.tokenlist.json') as {
  tokens: { chainId: number; address: string; name: string; symbol: string; decimals: number }[]
}
const networks = [porticoDevnet, porticoDevnetTwo]

describe('services/devnet/config/portico.config.json', () => {
  it('describes the two devnet chains as the manifest does', () => {
    expect(config.$schema).toBe('../../api/portico.config.schema.json')
    expect(Object.keys(config.chains)).toEqual(networks.map((n) => n.caipNetworkId))
    for (const network of networks) {
      expect(config.chains[network.caipNetworkId]).toEqual({
        name: network.name,
        rpcUrls: network.rpcUrls.default.http,
        nativeCurrency: network.nativeCurrency,
        multicall3: devnetContracts.multicall3,
        local: true,
        tokens: './devnet.tokenlist.json',
        prices: [
          {
            type: 'uniswap-v2',
            factory: devnetContracts.uniswapV2Factory,
            usdToken: devnetContracts.usd,
            wrappedNative: devnetContracts.weth9,
          },
        ],
        swaps: [
          {
            type: 'uniswap-v2',
            router: devnetContracts.uniswapV2Router02,
            factory: devnetContracts.uniswapV2Factory,
            feeRouter: devnetContracts.swapFeeRouter,
            providerFeeBps: DEVNET_SWAP_FEE_BPS,
          },
        ],
        // ENS is deployed on 31337 only (src/ens/devnetEns.ts).
        ...(network.id === devnetEns.chainId ? { names: { ens: { registry: devnetEns.registry } } } : {}),
      })
    }
  })

  it('lists every devnet token on both chains in its token list', () => {
    expect(tokenList.tokens).toEqual(
      networks.flatMap((network) =>
        devnetTokens.map(({ address, name, symbol, decimals }) => ({
          chainId: network.id,
          address,
          name,
          symbol,
          decimals,
        })),
      ),
    )
  })

  it('pays on-ramp purchases on the devnet chains from the deployer, with the sandbox off until switched on', () => {
    expect(config.onramp).toEqual({
      sandbox: false,
      testChains: networks.map((n) => n.caipNetworkId),
      treasuryKey: devnetAccounts[0]!.privateKey,
    })
  })
})
