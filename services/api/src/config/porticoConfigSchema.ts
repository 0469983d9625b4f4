import { z } from 'zod'
import { NAME_SUFFIXES } from '@portico/common'
import { DEFAULT_ONRAMP_CONFIG } from '../onramp/onrampConfig.ts'
import { SWAP_PROVIDER_FEE_BPS } from '../swaps/amountAfterProviderFee.ts'
import { addressField, caip2Field, httpUrlField } from './configFields.ts'

const wholeNumber = (message: string) => z.number({ error: message }).int(message)
const positiveWholeNumber = (message: string) => wholeNumber(message).positive(message)
const positiveNumber = (message: string) => z.number({ error: message }).positive(message)

const nativeCurrency = z
  .strictObject({
    name: z.string().min(1, 'must not be empty').describe('Name of the native coin, e.g. Ether.'),
    symbol: z.string().min(1, 'must not be empty').describe('Symbol of the native coin, e.g. ETH.'),
    decimals: wholeNumber('must be a whole number from 0 to 255')
      .min(0, 'must be a whole number from 0 to 255')
      .max(255, 'must be a whole number from 0 to 255')
      .describe('Decimals of the native coin (18 on every EVM chain so far).'),
  })
  .describe('The chain’s native coin.')

const uniswapV2Price = z
  .strictObject({
    type: z.literal('uniswap-v2'),
    factory: addressField('the Uniswap V2 factory whose pairs give the prices'),
    usdToken: addressField('the USD stablecoin prices are quoted in; it must be in the chain’s token list'),
    wrappedNative: addressField('the wrapped native coin (WETH9), which prices the native coin'),
  })
  .describe(
    'Spot prices from Uniswap V2 pair reserves against a USD stablecoin (directly or through the wrapped coin).',
  )

const uniswapV3Price = z
  .strictObject({
    type: z.literal('uniswap-v3'),
    pool: addressField('one Uniswap V3 pool to read').optional(),
    factory: addressField('the Uniswap V3 factory to find each token’s pool in (with fee)').optional(),
    fee: positiveWholeNumber('must be a fee tier in hundredths of a basis point, such as 3000')
      .optional()
      .describe(
        'Fee tier of the pools to read (with factory), in hundredths of a basis point: 500, 3000, 10000.',
      ),
    twapSeconds: positiveWholeNumber('must be a positive whole number of seconds').describe(
      'Window of the time-weighted average price read with observe().',
    ),
  })
  .superRefine((source, context) => {
    if (source.pool === undefined && (source.factory === undefined || source.fee === undefined)) {
      context.addIssue({
        code: 'custom',
        message: 'needs either pool, or factory and fee',
        input: source,
      })
    }
  })
  .describe('Time-weighted prices from Uniswap V3 pools (observe); give pool, or factory and fee.')

const chainlinkPrice = z
  .strictObject({
    type: z.literal('chainlink'),
    aggregator: addressField('the Chainlink-style aggregator (latestRoundData, decimals)'),
    token: addressField('the token the aggregator prices in USD (the native coin as 0xeeee…eeee)'),
  })
  .describe('A Chainlink-style USD price feed for one token.')

/** One price source, discriminated on `type`. */
export const priceSourceSchema = z.discriminatedUnion('type', [
  uniswapV2Price,
  uniswapV3Price,
  chainlinkPrice,
])

const providerFeeBps = wholeNumber('must be a whole number of basis points from 0 to 9999')
  .min(0, 'must be a whole number of basis points from 0 to 9999')
  .max(9_999, 'must be a whole number of basis points from 0 to 9999')
  .default(Number(SWAP_PROVIDER_FEE_BPS))
  .describe(
    '§9 swap provider fee in basis points, set aside from the input (ADR 0005). It must equal the fee router’s.',
  )

const uniswapV2Swap = z
  .strictObject({
    type: z.literal('uniswap-v2'),
    router: addressField('the Uniswap V2 Router02 that quotes and swaps'),
    factory: addressField('the Uniswap V2 factory of router, to find pairs'),
    feeRouter: addressField(
      'the PorticoSwapRouter deployed for router: users approve and call it, it pays the provider fee and swaps the rest',
    ),
    providerFeeBps,
  })
  .describe('Swaps through Uniswap V2 pairs, via the fee router (ADR 0005).')

const uniswapV3Swap = z
  .strictObject({
    type: z.literal('uniswap-v3'),
    router: addressField('the Uniswap V3 SwapRouter'),
    quoter: addressField('the Uniswap V3 QuoterV2'),
    factory: addressField('the Uniswap V3 factory'),
    fees: z
      .array(positiveWholeNumber('must be a fee tier in hundredths of a basis point, such as 3000'))
      .min(1, 'must list at least one fee tier, such as [500, 3000]')
      .describe('Fee tiers to look for pools in, in hundredths of a basis point.'),
    feeRouter: addressField('a fee router in front of router, when one is deployed').optional(),
    providerFeeBps,
  })
  .describe('Swaps through Uniswap V3 pools.')

/** One swap venue, discriminated on `type`. */
export const swapVenueSchema = z.discriminatedUnion('type', [uniswapV2Swap, uniswapV3Swap])

const chainNames = z
  .strictObject({
    ens: z
      .strictObject({
        registry: addressField('the ENS registry'),
        universalResolver: addressField('the ENS UniversalResolver').optional(),
      })
      .optional()
      .describe('The chain’s ENS deployment, for forward and reverse names and avatars.'),
  })
  .describe('Name services deployed on this chain.')

/** One chain entry of `chains`. */
export const chainConfigSchema = z
  .strictObject({
    name: z.string().min(1, 'must not be empty').describe('Display name, e.g. Base.'),
    rpcUrls: z
      .array(httpUrlField, { error: 'must be a list of http(s) URLs' })
      .min(1, 'must list at least one http(s) URL')
      .describe('JSON-RPC URLs in fallback order: the first is used while it answers.'),
    explorer: httpUrlField.optional().describe('Block explorer base URL.'),
    nativeCurrency,
    multicall3: addressField('the Multicall3 deployment used to batch reads'),
    local: z
      .boolean({ error: 'must be true or false' })
      .default(false)
      .describe(
        'True for a chain on a private or loopback network (a devnet): the API may then fetch from such addresses for it.',
      ),
    tokens: z
      .string({ error: 'must be the path of a token list file' })
      .min(1, 'must be the path of a token list file')
      .describe(
        'Path of a Uniswap Token List file (relative to this config file); the entries with this chain’s id are the tokens reported.',
      ),
    prices: z
      .array(priceSourceSchema)
      .default([])
      .describe(
        'USD price sources, read in this order: the first source that prices a token gives its price.',
      ),
    swaps: z
      .array(swapVenueSchema)
      .default([])
      .describe('Swap venues: every one is quoted and the best quote is used.'),
    names: chainNames.prefault({}),
  })
  .describe('One EVM chain the API serves.')

const dailyCap = (defaults: { usd: number; payouts: number }) =>
  z
    .strictObject({
      usd: positiveNumber('must be a positive number of US dollars').describe(
        'USD-equivalent paid out per UTC day.',
      ),
      payouts: positiveWholeNumber('must be a positive whole number').describe('Payouts per UTC day.'),
    })
    .default(defaults)

const caps = DEFAULT_ONRAMP_CONFIG.dailyCaps

/** The sandbox on-ramp's settings; each one can be overridden by its PORTICO_ONRAMP_* variable. */
export const onrampConfigSchema = z
  .strictObject({
    sandbox: z
      .boolean({ error: 'must be true or false' })
      .default(DEFAULT_ONRAMP_CONFIG.sandbox)
      .describe('Run the sandbox on-ramp (a stand-in for a card processor). Env: PORTICO_ONRAMP_SANDBOX=1.'),
    testChains: z
      .array(caip2Field)
      .default([])
      .describe(
        'Chains the sandbox may sell on: test chains only. Env: PORTICO_ONRAMP_TEST_CHAINS (chain ids).',
      ),
    treasuryKey: z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte private key')
      .optional()
      .describe(
        'Private key of the sandbox treasury that pays out purchases. Only for a devnet’s public fixture keys; otherwise use PORTICO_ONRAMP_TREASURY_KEY.',
      ),
    dailyCaps: z
      .strictObject({
        destination: dailyCap(caps.destination).describe(
          'Per destination address. Env: PORTICO_ONRAMP_DAILY_CAP_DESTINATION (usd/payouts).',
        ),
        ip: dailyCap(caps.ip).describe('Per client IP. Env: PORTICO_ONRAMP_DAILY_CAP_IP.'),
        project: dailyCap(caps.project).describe('Per project. Env: PORTICO_ONRAMP_DAILY_CAP_PROJECT.'),
      })
      .prefault({}),
    treasuryFloorUsd: positiveNumber('must be a positive number of US dollars')
      .default(DEFAULT_ONRAMP_CONFIG.treasuryFloorUsd)
      .describe(
        'A payout that would leave less than this (USD) of the asset in the treasury is refused. Env: PORTICO_ONRAMP_TREASURY_FLOOR_USD.',
      ),
    maxPriceDeviationPercent: positiveNumber('must be a positive number below 100')
      .lt(100, 'must be a positive number below 100')
      .default(DEFAULT_ONRAMP_CONFIG.maxPriceDeviationPercent)
      .describe(
        'Quotes are refused when the spot price is further than this from the time-averaged one. Env: PORTICO_ONRAMP_MAX_PRICE_DEVIATION_PERCENT.',
      ),
    priceWindowSeconds: positiveNumber('must be a positive number of seconds')
      .default(DEFAULT_ONRAMP_CONFIG.priceWindowSeconds)
      .describe('Averaging window of that time-averaged price. Env: PORTICO_ONRAMP_PRICE_WINDOW_SECONDS.'),
    quoteTtlSeconds: positiveNumber('must be a positive number of seconds')
      .default(DEFAULT_ONRAMP_CONFIG.quoteTtlSeconds)
      .describe('How long a checkout’s fixed price stays payable. Env: PORTICO_ONRAMP_QUOTE_TTL_SECONDS.'),
  })
  .describe('The sandbox on-ramp.')

/** The schema of `portico.config.json`. */
export const porticoConfigSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Path or URL of portico.config.schema.json, for editors.'),
    chains: z
      .record(caip2Field, chainConfigSchema, {
        error: 'must be an object keyed by CAIP-2 id, such as { "eip155:8453": { … } }',
      })
      .refine(
        (chains) => Object.keys(chains).length > 0,
        'must name at least one chain, such as "eip155:8453"',
      )
      .describe('The chains the API serves, keyed by CAIP-2 id, such as eip155:8453.'),
    names: z
      .strictObject({
        portico: z
          .strictObject({
            zones: z
              .array(
                z
                  .string()
                  .regex(
                    /^\.?[a-z0-9-]+(\.[a-z0-9-]+)+$/,
                    'must be a domain suffix such as .reown.id (lower-case letters, digits, hyphens and dots)',
                  ),
              )
              .min(1, 'must list at least one zone, such as [".reown.id"]')
              .default([...NAME_SUFFIXES])
              .describe(
                'Zones Portico names are registered under; the first is suggested. Env: PORTICO_NAME_ZONES.',
              ),
          })
          .prefault({})
          .describe('Portico’s own names (§5, §7 /v1/profile).'),
      })
      .prefault({})
      .describe('Name services that are not tied to one chain.'),
    onramp: onrampConfigSchema.prefault({}),
    ipfsGateway: httpUrlField
      .optional()
      .describe(
        'Base URL that ipfs:// NFT metadata and images are read through, such as https://ipfs.io/ipfs/ (the default).',
      ),
  })
  .describe('Configuration of the Portico data API (services/api).')

/** `portico.config.json` as written. */
export type PorticoConfigFile = z.input<typeof porticoConfigSchema>
/** `portico.config.json` with its defaults filled in. */
export type PorticoConfig = z.output<typeof porticoConfigSchema>
/** One chain entry, defaults filled in. */
export type ChainConfig = z.output<typeof chainConfigSchema>
