// Test support for the on-ramp route suites: a sandbox config, checkouts made and paid through the routes, and
// devnet helpers (balances, moving the WETH/PUSD pool).
import type { FastifyInstance } from 'fastify'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  maxUint256,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { OnrampConfig } from '../src/onramp/onrampConfig.ts'
import { devnetAccounts, devnetContracts, porticoDevnet, uniswapV2RouterAbi } from './devnet.ts'
import { devnetApiChains, devnetApiConfig } from './devnetApiConfig.ts'

/** The devnet config's on-ramp (its test chains and treasury) with the sandbox switched on, and `overrides`. */
export const sandboxOnrampConfig = (overrides: Partial<OnrampConfig> = {}): OnrampConfig => ({
  ...devnetApiConfig().onramp,
  sandbox: true,
  ...overrides,
})

/** The devnet chain 31337 at `rpcUrl`. */
export const devnetOneChains = (rpcUrl: string) =>
  devnetApiChains()
    .filter((chain) => chain.chainId === 31337)
    .map((chain) => ({ ...chain, rpcUrl }))

/** The checkout form filled with the always-successful test card. */
export function testCardForm() {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number: '4242424242424242', expiry: '12/40', cvc: '123' }).toString(),
  }
}

/** Makes a checkout through `POST /v1/generators/onrampurl` and returns its page's path. */
export async function startCheckout(
  app: FastifyInstance,
  {
    address,
    asset = 'PUSD',
    fiat = '20',
    projectId = 'test',
    ip = '192.0.2.1',
  }: { address: Address; asset?: string; fiat?: string; projectId?: string; ip?: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: `/v1/generators/onrampurl?projectId=${projectId}`,
    remoteAddress: ip,
    payload: {
      destinationWallets: [{ address, blockchains: ['eip155:31337'], assets: [asset] }],
      presetFiatAmount: fiat,
    },
  })
  if (response.statusCode !== 200)
    throw new Error(`onrampurl answered ${response.statusCode}: ${response.body}`)
  return new URL((response.json() as { url: string }).url).pathname
}

/** Pays the checkout at `path` with the test card from `ip`. */
export const payCheckout = (app: FastifyInstance, path: string, ip = '192.0.2.1') =>
  app.inject({ method: 'POST', url: path, remoteAddress: ip, ...testCardForm() })

/** The checkout's JSON status. */
export async function checkoutStatus(app: FastifyInstance, path: string, projectId = 'test') {
  const id = path.split('/').at(-1)
  const response = await app.inject({ url: `/v1/onramp/checkout/${id}?projectId=${projectId}` })
  return response.json() as { status: string; cryptoAmount: string | null; failure: string | null }
}

/** PUSD balance (base units) of `address`. */
export function pusdBalance(rpcUrl: string, address: Address): Promise<bigint> {
  return createPublicClient({ transport: http(rpcUrl) }).readContract({
    address: devnetContracts.usd,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })
}

/** A fresh, unused address to buy for (no balance, so every wei it holds came from the treasury). */
export const freshAddress = (n: number): Address =>
  `0x${(0xb0b0000000n + BigInt(n)).toString(16).padStart(40, '0')}`

/** Sells `ethIn` wei into the devnet's WETH/PUSD pool (from a fixture account), making ETH cheap there. */
export async function sellEthIntoPool(rpcUrl: string, ethIn: bigint): Promise<Hex> {
  const account = privateKeyToAccount(devnetAccounts[9]!.privateKey)
  const wallet = createWalletClient({ account, chain: porticoDevnet, transport: http(rpcUrl) })
  const hash = await wallet.writeContract({
    address: devnetContracts.uniswapV2Router02,
    abi: uniswapV2RouterAbi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [devnetContracts.weth9, devnetContracts.usd], account.address, maxUint256],
    value: ethIn,
  })
  const receipt = await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({
    hash,
    pollingInterval: 100,
  })
  if (receipt.status !== 'success') throw new Error(`The pool swap ${hash} reverted`)
  return hash
}
