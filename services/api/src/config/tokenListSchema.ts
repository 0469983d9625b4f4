import { z } from 'zod'
import { addressField } from './configFields.ts'

/** One token of a Uniswap token list (https://github.com/Uniswap/token-lists, schema v1 fields). */
export const tokenListTokenSchema = z.object({
  chainId: z
    .number({ error: 'must be a chain id (a positive whole number)' })
    .int('must be a chain id (a positive whole number)')
    .positive('must be a chain id (a positive whole number)'),
  address: addressField('the token contract'),
  name: z.string({ error: 'must be the token name (a string)' }).min(1, 'must not be empty'),
  symbol: z
    .string({ error: 'must be the token symbol (a string)' })
    .regex(/^\S+$/, 'must be a symbol without spaces, such as USDC'),
  decimals: z
    .number({ error: 'must be a whole number from 0 to 255' })
    .int('must be a whole number from 0 to 255')
    .min(0, 'must be a whole number from 0 to 255')
    .max(255, 'must be a whole number from 0 to 255'),
  logoURI: z.string().optional(),
  tags: z.array(z.string()).optional(),
  extensions: z.record(z.string(), z.unknown()).optional(),
})

/** A Uniswap token list file: name, timestamp, version and tokens (extra fields of the format are allowed). */
export const tokenListSchema = z.object({
  name: z.string({ error: 'must be the list name (a string)' }).min(1, 'must not be empty'),
  timestamp: z.iso.datetime({
    error: 'must be an ISO 8601 date-time such as 2026-01-01T00:00:00Z',
    offset: true,
  }),
  version: z.object(
    {
      major: z.number().int().min(0),
      minor: z.number().int().min(0),
      patch: z.number().int().min(0),
    },
    { error: 'must be { major, minor, patch } whole numbers' },
  ),
  logoURI: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  tags: z.record(z.string(), z.unknown()).optional(),
  tokens: z.array(tokenListTokenSchema, { error: 'must be a list of tokens' }),
})

/** A parsed token list. */
export type TokenList = z.output<typeof tokenListSchema>
