import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ChannelStoreFullError, type Channel, type ChannelStore } from '../channels/channelStore.ts'
import { checkChannelAnswer } from '../channels/checkChannelAnswer.ts'
import { siwfConnectUrl, SiwfMessageError } from '../channels/siwfMessage.ts'

/** Parameters of {@link createFarcasterRelay}. */
export interface CreateFarcasterRelayParameters {
  store: ChannelStore
  /** Where a channel's connect URL points: a Farcaster wallet's sign-in page, e.g. `https://farcaster.xyz/~/siwf`. */
  connectUrl: string
  /** Request logging (off in tests). */
  logger?: boolean
}

const isoTime = z.iso.datetime({ offset: true })
const channelBody = z.object({
  siweUri: z.url({ error: 'siweUri must be a URL' }).max(512),
  domain: z.string().min(1, 'domain is required').max(253),
  nonce: z
    .string()
    .regex(/^[a-zA-Z0-9]{8,64}$/, 'nonce must be 8 to 64 letters and digits')
    .optional(),
  notBefore: isoTime.optional(),
  expirationTime: isoTime.optional(),
  requestId: z.string().max(256).optional(),
})
const authenticateBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'signature must be a 65-byte hex signature'),
  fid: z.number().int().positive(),
  username: z.string().max(64).default(''),
  bio: z.string().max(512).default(''),
  displayName: z.string().max(64).default(''),
  pfpUrl: z.string().max(512).default(''),
})

/** An answer with a status and a JSON body; the route's reply. */
class RelayHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

function parse<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new RelayHttpError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`)
  }
  return parsed.data
}

function channelOf(store: ChannelStore, request: FastifyRequest): { token: string; channel: Channel } {
  const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1]
  if (!token) throw new RelayHttpError(401, 'Authorization: Bearer <channelToken> is required')
  const channel = store.get(token)
  if (!channel) throw new RelayHttpError(401, 'The channel is unknown or has expired')
  return { token, channel }
}

function statusOf(channel: Channel) {
  const { request, completion } = channel
  const base = { nonce: request.nonce, url: channel.url }
  return completion
    ? { state: 'completed' as const, ...base, ...completion }
    : { state: 'pending' as const, ...base }
}

/**
 * The Farcaster auth relay (FIP-11): `POST /v1/channel` opens a channel for an app, `GET /v1/channel/status`
 * tells the app whether a wallet answered, `POST /v1/channel/authenticate` is the wallet's answer, and
 * `GET /health`. The wallet's routes allow any origin (they carry no cookie: the channel token is the key).
 *
 * @example
 * const relay = createFarcasterRelay({ store: createChannelStore({ maxChannels: 10_000 }), connectUrl: 'https://farcaster.xyz/~/siwf' })
 * await relay.listen({ host: '127.0.0.1', port: 8792 })
 */
export function createFarcasterRelay({
  store,
  connectUrl,
  logger = false,
}: CreateFarcasterRelayParameters): FastifyInstance {
  const app = Fastify({ logger, bodyLimit: 16 * 1024 })

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*')
    reply.header('access-control-allow-headers', 'authorization, content-type')
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS')
  })
  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply: FastifyReply) => {
    if (error instanceof RelayHttpError) return reply.code(error.statusCode).send({ error: error.message })
    if (error instanceof ChannelStoreFullError) return reply.code(503).send({ error: error.message })
    if (error instanceof SiwfMessageError) return reply.code(400).send({ error: error.message })
    // Fastify's own (bad JSON, body too large) carry their status.
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send({ error: error.message })
    reply.log.error(error)
    return reply.code(500).send({ error: 'The relay failed' })
  })

  app.options('/*', async (_request, reply) => reply.code(204).send())
  app.get('/health', async () => ({ status: 'ok', channels: store.size() }))

  app.post('/v1/channel', async (request, reply) => {
    const body = parse(channelBody, request.body)
    const nonce = body.nonce ?? crypto.randomUUID().replaceAll('-', '')
    const channel = store.create({ ...body, nonce }, (fields) => siwfConnectUrl(connectUrl, fields))
    return reply
      .code(201)
      .send({ channelToken: channel.request.channelToken, url: channel.url, nonce: channel.request.nonce })
  })

  app.get('/v1/channel/status', async (request, reply) => {
    const { channel } = channelOf(store, request)
    // FIP-11: 202 while the wallet has not answered, 200 once it has.
    return reply.code(channel.completion ? 200 : 202).send(statusOf(channel))
  })

  app.post('/v1/channel/authenticate', async (request, reply) => {
    const { token, channel } = channelOf(store, request)
    const body = parse(authenticateBody, request.body)
    if (channel.completion) throw new RelayHttpError(409, 'The channel was already answered')
    const message = await checkChannelAnswer(channel.request, {
      message: body.message,
      signature: body.signature as `0x${string}`,
      fid: body.fid,
    })
    if (!store.complete(token, { ...body, custody: message.address }))
      throw new RelayHttpError(409, 'The channel was already answered')
    return reply.code(201).send(statusOf(channel))
  })

  return app
}
