import * as z from 'zod'

/** Prefix of every message the host page posts to the secure site's iframe. */
export const APP_EVENT_PREFIX = '@portico-app/'

/** §5: the social logins the embedded wallet accepts (farcaster has its own events). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export const socialProviderSchema = z.enum(SOCIAL_PROVIDERS)
/** A social login provider (§5). */
export type SocialProvider = z.infer<typeof socialProviderSchema>

/** §5: account type EOA or smart account. */
export const preferredAccountTypeSchema = z.enum(['eoa', 'smartAccount'])
export type PreferredAccountType = z.infer<typeof preferredAccountTypeSchema>

/** §5: email must be a valid email format (connect and update). */
export const emailSchema = z.email({ error: 'Invalid email address' }).max(254)
/** §5: an OTP is a string; the secure site checks that it is six digits. */
export const otpSchema = z.string({ error: 'OTP must be a string' }).min(1).max(32)
/** A CAIP-2 network id (`eip155:1`, `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`) or a bare EVM chain id. */
export const chainIdSchema = z.union([
  z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'Invalid CAIP-2 network id'),
  z.number().int().positive(),
])
export const chainNamespaceSchema = z.enum(['eip155', 'solana'])

const empty = z.undefined().optional()

/** Request ids are UUIDs (the host makes them with `crypto.randomUUID`). */
export const requestIdSchema = z.uuid()

/**
 * Every request the host sends (§7 "Embedded wallet"), each with the shape of its payload. The name is the part
 * after {@link APP_EVENT_PREFIX}.
 */
export const appEventPayloads = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: z.object({ email: emailSchema }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: z.object({ otp: otpSchema }),
  CONNECT_SOCIAL: z.object({
    /** The `result_uri` the social login came back with. */
    uri: z.url(),
    preferredAccountType: preferredAccountTypeSchema.optional(),
    chainId: chainIdSchema.optional(),
  }),
  GET_FARCASTER_URI: empty,
  CONNECT_FARCASTER: empty,
  GET_USER: z
    .object({
      chainId: chainIdSchema.optional(),
      preferredAccountType: preferredAccountTypeSchema.optional(),
    })
    .optional(),
  GET_SOCIAL_REDIRECT_URI: z.object({
    provider: socialProviderSchema,
    /** `popup` (default) answers through `window.opener`; `redirect` comes back to `returnTo` with `result_uri`. */
    mode: z.enum(['popup', 'redirect']).optional(),
    /** Where a redirect-mode login returns; must be on the host page's origin. */
    returnTo: z.url().optional(),
  }),
  SIGN_OUT: empty,
  IS_CONNECTED: empty,
  GET_CHAIN_ID: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: z.object({ type: preferredAccountTypeSchema }),
  RPC_REQUEST: z.object({
    method: z.string().min(1).max(100),
    params: z.unknown().optional(),
    chainNamespace: chainNamespaceSchema.optional(),
    chainId: chainIdSchema.optional(),
  }),
  /**
   * §4: closing the modal rejects the open non-safe requests; this tells the frame to drop their approval screens
   * too, so nothing the app stopped waiting for can still be approved. `ids` are the RPC_REQUEST and UPDATE_EMAIL
   * ids (an email change also waits on the frame's approval screen).
   */
  ABORT_RPC_REQUESTS: z.object({ ids: z.array(requestIdSchema).min(1).max(100) }),
  UPDATE_EMAIL: z.object({ email: emailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ otp: otpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ otp: otpSchema }),
  SYNC_THEME: z.object({
    themeMode: z.enum(['light', 'dark']).optional(),
    themeVariables: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  SYNC_DAPP_DATA: z.object({
    projectId: z.string().min(1).max(64),
    sdkVersion: z.string().min(1).max(64),
    sdkType: z.string().max(32).optional(),
    metadata: z
      .object({
        name: z.string().max(200),
        description: z.string().max(1000).optional(),
        url: z.string().max(500),
        icons: z.array(z.string().max(2000)).max(10).optional(),
      })
      .optional(),
  }),
  RELOAD: empty,
} as const

/** The name of an app event, e.g. `CONNECT_EMAIL`. */
export type AppEventName = keyof typeof appEventPayloads
export const APP_EVENT_NAMES = Object.keys(appEventPayloads) as AppEventName[]

/** What `payload` holds for the app event `Name`. */
export type AppEventPayload<Name extends AppEventName> = z.input<(typeof appEventPayloads)[Name]>

/** A request from the host: its name, an id (`crypto.randomUUID()`), and its payload. */
export type AppEvent = {
  [Name in AppEventName]: {
    type: `${typeof APP_EVENT_PREFIX}${Name}`
    id: string
    payload?: z.output<(typeof appEventPayloads)[Name]>
  }
}[AppEventName]

/**
 * §4: these requests wait for a person or a login and time out after 30 s (§9 embedded connect timeout); the
 * rest answer at once or, like RPC requests, wait for an approval the modal's close aborts.
 */
export const CONNECT_TYPE_EVENTS: ReadonlySet<AppEventName> = new Set<AppEventName>([
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'CONNECT_FARCASTER',
  'GET_USER',
  'IS_CONNECTED',
  'GET_SOCIAL_REDIRECT_URI',
  'SWITCH_NETWORK',
  'SYNC_DAPP_DATA',
])
