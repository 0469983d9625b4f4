import * as z from 'zod'
import {
  type AppEventName,
  chainIdSchema,
  emailSchema,
  preferredAccountTypeSchema,
  socialProviderSchema,
} from './appEvents.ts'

/** Prefix of every message the secure site's iframe posts to the host page. */
export const FRAME_EVENT_PREFIX = '@portico-frame/'

/** §5: what the secure site asks next after an email was given. */
export const verificationActionSchema = z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT'])
/** §5: the step of an email update that comes next. */
export const updateEmailActionSchema = z.enum(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP'])

/** An account of the embedded wallet. */
export const embeddedAccountSchema = z.object({
  address: z.string().min(1).max(100),
  /** §3 allAccounts: EOA or smart account. */
  type: preferredAccountTypeSchema,
  /** `eip155` or `solana`. */
  namespace: z.enum(['eip155', 'solana']),
})

/** §3 Embedded user payload (the answer to GET_USER, CONNECT_OTP, CONNECT_SOCIAL). */
export const embeddedUserSchema = z.object({
  email: emailSchema.nullable(),
  /** The account on `chainId`'s namespace. */
  address: z.string().min(1).max(100),
  chainId: chainIdSchema,
  accounts: z.array(embeddedAccountSchema).max(10),
  smartAccountDeployed: z.boolean(),
  preferredAccountType: preferredAccountTypeSchema,
  /** The social account's user name, when signed in with a social provider. */
  userName: z.string().max(200).nullable(),
  /** §3 authProvider: `email`, the social provider, or `farcaster` (Sign In With Farcaster, ADR 0022). */
  authProvider: z.union([z.literal('email'), z.literal('farcaster'), socialProviderSchema]),
})
/** The embedded wallet's user as the host sees it (§3). */
export type EmbeddedUser = z.infer<typeof embeddedUserSchema>

/** What each app event's success frame event carries. */
export const frameSuccessPayloads = {
  SWITCH_NETWORK: z.object({ chainId: chainIdSchema }),
  CONNECT_EMAIL: z.object({ action: verificationActionSchema }),
  CONNECT_DEVICE: z.object({ approved: z.boolean() }),
  CONNECT_OTP: embeddedUserSchema,
  CONNECT_SOCIAL: embeddedUserSchema,
  GET_FARCASTER_URI: z.object({ url: z.url() }),
  /** ADR 0022: `pending` until the person approves in their Farcaster wallet; the host asks again. */
  CONNECT_FARCASTER: z.discriminatedUnion('status', [
    z.object({ status: z.literal('pending') }),
    z.object({ status: z.literal('completed'), userName: z.string() }),
  ]),
  GET_USER: embeddedUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.url() }),
  SIGN_OUT: z.object({}),
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId: chainIdSchema }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({
    smartAccountEnabledNetworks: z.array(z.number().int()),
  }),
  INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: preferredAccountTypeSchema, address: z.string() }),
  RPC_REQUEST: z.object({ result: z.unknown() }),
  /** How many of the ids still had an approval waiting (one being carried out cannot be withdrawn). */
  ABORT_RPC_REQUESTS: z.object({ cancelled: z.number().int().min(0) }),
  UPDATE_EMAIL: z.object({ action: updateEmailActionSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: z.object({ action: updateEmailActionSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: z.object({ email: emailSchema }),
  SYNC_THEME: z.object({}),
  SYNC_DAPP_DATA: z.object({}),
  RELOAD: z.object({}),
} as const satisfies Record<AppEventName, z.ZodType>

/** What the success frame event of app event `Name` carries. */
export type FrameSuccessPayload<Name extends AppEventName> = z.output<(typeof frameSuccessPayloads)[Name]>

/**
 * An error frame event's payload. §8: the host shows `message`, or 'An error occurred' when there is none;
 * `code` is an EIP-1193 / JSON-RPC code when there is one (4001 for a rejection).
 */
export const frameErrorPayloadSchema = z.object({
  message: z.string().max(2000).optional(),
  code: z.number().int().optional(),
})
export type FrameErrorPayload = z.infer<typeof frameErrorPayloadSchema>

/**
 * Events the frame sends on its own, without an id:
 * - `READY`: the iframe loaded and listens;
 * - `NOT_CONNECTED`: the session ended (expired, signed out elsewhere); §4: the host clears the address;
 * - `ACCOUNTS_CHANGED` and `CHAIN_CHANGED`: EIP-1193 events of the embedded wallet's provider.
 */
export const frameNotices = {
  READY: z.object({ version: z.string().max(64) }),
  NOT_CONNECTED: z.object({}),
  ACCOUNTS_CHANGED: z.object({ accounts: z.array(z.string().max(100)).max(10) }),
  CHAIN_CHANGED: z.object({ chainId: chainIdSchema }),
} as const
export type FrameNoticeName = keyof typeof frameNotices

/** A frame event as it crosses `postMessage`. */
export type FrameEvent =
  | {
      [Name in AppEventName]: {
        type: `${typeof FRAME_EVENT_PREFIX}${Name}_SUCCESS`
        id: string
        payload: FrameSuccessPayload<Name>
      }
    }[AppEventName]
  | {
      [Name in AppEventName]: {
        type: `${typeof FRAME_EVENT_PREFIX}${Name}_ERROR`
        id: string
        payload: FrameErrorPayload
      }
    }[AppEventName]
  | {
      [Name in FrameNoticeName]: {
        type: `${typeof FRAME_EVENT_PREFIX}${Name}`
        payload: z.output<(typeof frameNotices)[Name]>
      }
    }[FrameNoticeName]

/**
 * What the secure site's social-login popup posts to its opener (the host page) when the provider sent the
 * person back: the `result_uri` to pass on in CONNECT_SOCIAL, or the provider's error.
 */
export const socialResultMessageSchema = z.object({
  type: z.literal('@portico-social/RESULT'),
  resultUri: z.url().optional(),
  error: z.string().max(500).optional(),
})
export type SocialResultMessage = z.infer<typeof socialResultMessageSchema>
