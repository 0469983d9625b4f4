import { basename, dirname, resolve } from 'node:path'
import type { z } from 'zod'
import type { ApiChain } from './apiChain.ts'
import { apiChainFromConfig } from './apiChainFromConfig.ts'
import { ApiConfigError } from './apiConfigError.ts'
import { configIssueMessage } from './configIssueMessage.ts'
import { porticoConfigSchema, type PorticoConfig } from './porticoConfigSchema.ts'
import { readJsonFile } from './readJsonFile.ts'
import { tokenListSchema, type TokenList } from './tokenListSchema.ts'
import type { OnrampConfig } from '../onramp/onrampConfig.ts'

/** What a `portico.config.json` gives the API, before environment overrides. */
export interface PorticoConfigContents {
  /** The absolute path the file was read from. */
  path: string
  chains: ApiChain[]
  /** Zones of Portico's own names, each with its leading dot. */
  nameZones: readonly string[]
  onramp: OnrampConfig
  /** Base URL ipfs:// NFT content is read through, when the file sets one. */
  ipfsGateway?: string | undefined
}

/** Validates `data` with `schema`, or throws every problem as one line of an {@link ApiConfigError}. */
function validated<T extends z.ZodType>(schema: T, data: unknown, prefix: string): z.output<T> {
  const result = schema.safeParse(data, { reportInput: true })
  if (result.success) return result.data
  throw new ApiConfigError(
    result.error.issues
      .slice(0, 10)
      .map((issue) => `${prefix}${configIssueMessage(issue)}`)
      .join('\n'),
  )
}

function readTokenList(configPath: string, caipNetworkId: string, listPath: string): TokenList {
  const file = basename(configPath)
  const field = `${file}: chains[${JSON.stringify(caipNetworkId)}].tokens`
  const path = resolve(dirname(configPath), listPath)
  const data = readJsonFile({
    path,
    namedBy: field,
    fix: 'give the path of a Uniswap token list file, relative to the config file',
  })
  return validated(
    tokenListSchema,
    data,
    `${basename(path)} (the token list of ${field.slice(file.length + 2)}): `,
  )
}

function onrampFrom(config: PorticoConfig['onramp']): OnrampConfig {
  return {
    sandbox: config.sandbox,
    testChainIds: config.testChains.map((id) => Number(id.slice('eip155:'.length))),
    ...(config.treasuryKey ? { treasuryKey: config.treasuryKey as `0x${string}` } : {}),
    dailyCaps: config.dailyCaps,
    treasuryFloorUsd: config.treasuryFloorUsd,
    maxPriceDeviationPercent: config.maxPriceDeviationPercent,
    priceWindowSeconds: config.priceWindowSeconds,
    quoteTtlSeconds: config.quoteTtlSeconds,
  }
}

/**
 * Reads and validates a `portico.config.json` and every token list it names (paths relative to the config
 * file's folder). Environment overrides are applied afterwards by `loadApiConfig`.
 *
 * @throws {ApiConfigError} naming the file, the field path and the fix, for a file that cannot be read, is not
 *   JSON, or does not match the schema (docs/config-reference.md).
 *
 * @example
 * readPorticoConfig('/srv/portico/portico.config.json', 'PORTICO_CONFIG').chains[0].caipNetworkId // 'eip155:8453'
 */
export function readPorticoConfig(path: string, namedBy: string): PorticoConfigContents {
  const data = readJsonFile({
    path,
    namedBy,
    fix: 'check the path, or write a portico.config.json there (see docs/config-reference.md)',
  })
  const file = basename(path)
  const config = validated(porticoConfigSchema, data, `${file}: `)
  const lists = new Map<string, TokenList>()
  const chains = Object.entries(config.chains).map(([caipNetworkId, chain]) => {
    const listPath = resolve(dirname(path), chain.tokens)
    const tokenList = lists.get(listPath) ?? readTokenList(path, caipNetworkId, chain.tokens)
    lists.set(listPath, tokenList)
    return apiChainFromConfig({
      caipNetworkId: caipNetworkId as `eip155:${number}`,
      chain,
      tokenList,
      file,
    })
  })
  const nameZones = [
    ...new Set(config.names.portico.zones.map((zone) => (zone.startsWith('.') ? zone : `.${zone}`))),
  ]
  return {
    path,
    chains,
    nameZones,
    onramp: onrampFrom(config.onramp),
    ...(config.ipfsGateway ? { ipfsGateway: config.ipfsGateway } : {}),
  }
}
