import { erc20Abi, formatUnits, type Address, type PublicClient } from 'viem'
import type { TokenBalance } from '@portico/common'
import type { ApiChain } from '../config/apiChain.ts'
import { readUsdPrices } from '../prices/readUsdPrices.ts'
import { NATIVE_TOKEN_ADDRESS } from '../swaps/swapChain.ts'

/** Parameters of {@link readAccountBalances}. */
export interface ReadAccountBalancesParameters {
  client: PublicClient
  chain: ApiChain
  address: Address
}

function entry(
  chain: ApiChain,
  asset: { name: string; symbol: string; decimals: number; address?: Address },
  amount: bigint,
  price: number,
): TokenBalance {
  const numeric = formatUnits(amount, asset.decimals)
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: chain.caipNetworkId,
    ...(asset.address ? { address: `${chain.caipNetworkId}:${asset.address}` } : {}),
    quantity: { decimals: String(asset.decimals), numeric },
    iconUrl: '',
    price,
    value: Number(numeric) * price,
  }
}

/**
 * The native balance and every held ERC-20 balance of `address` on `chain`, priced in USD, read in one
 * multicall round, with the chain's price sources in config order (`readUsdPrices`). Tokens with decimals 0 are left out (§3) and so are tokens the account does not hold;
 * the native entry is always present.
 *
 * @example
 * const balances = await readAccountBalances({ client, chain, address: '0x7099…79C8' })
 */
export async function readAccountBalances({
  client,
  chain,
  address,
}: ReadAccountBalancesParameters): Promise<TokenBalance[]> {
  const tokens = chain.tokens.filter((token) => token.decimals !== 0) // §3: decimals "0" filtered out
  const [native, tokenAmounts, prices] = await Promise.all([
    client.getBalance({ address }),
    client.multicall({
      allowFailure: false,
      contracts: tokens.map((token) => ({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf' as const,
        args: [address] as const,
      })),
    }),
    readUsdPrices({ client, chain, tokens }),
  ])
  // A token no configured source prices shows 0, never an invented price.
  const nativePrice = prices.get(NATIVE_TOKEN_ADDRESS) ?? 0
  const held = tokens.flatMap((token, i) => {
    const amount = tokenAmounts[i] ?? 0n
    return amount > 0n ? [entry(chain, token, amount, prices.get(token.address.toLowerCase()) ?? 0)] : []
  })
  return [entry(chain, chain.nativeCurrency, native, nativePrice), ...held]
}
