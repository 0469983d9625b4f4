import type { FastifyPluginAsync } from 'fastify'
import { chainIdSchema } from '@portico/frame-protocol'
import { z } from 'zod'
import { BadRequestError, SessionExpiredError } from '../http/httpErrors.ts'
import { withUserKey } from '../keys/withUserKey.ts'
import { handleEip155Rpc } from '../rpc/handleEip155Rpc.ts'
import { handleSolanaRpc } from '../rpc/handleSolanaRpc.ts'
import type { SecureSiteContext } from '../secureSiteContext.ts'
import { keepRawJsonBody } from '../sessions/keepRawJsonBody.ts'
import { findUserById } from '../users/userStore.ts'
import { sessionOf } from './account.ts'

const rpcBody = z.object({
  /** Default: the site's default chain, or Solana for `solana_*` methods. */
  chainId: chainIdSchema.optional(),
  method: z.string().min(1).max(100),
  params: z.unknown().optional(),
})

/** `POST /v1/rpc`: §5 RPC_REQUEST of the signed-in user's wallet on `chainId`. */
export const rpcRoutes: FastifyPluginAsync<{ context: SecureSiteContext }> = async (app, { context }) => {
  keepRawJsonBody(app)
  app.post('/v1/rpc', { schema: { body: rpcBody } }, async (request) => {
    const { userId } = await sessionOf(context, request)
    const user = await findUserById(context.db, userId)
    if (!user) throw new SessionExpiredError()
    const body = request.body as z.infer<typeof rpcBody>
    const chainId =
      typeof body.chainId === 'number'
        ? `eip155:${body.chainId}`
        : (body.chainId ?? (body.method.startsWith('solana_') ? 'solana:mainnet' : context.defaultChainId))
    const namespace = chainId.split(':')[0]
    if (namespace === 'eip155') {
      const rpcUrl = context.rpcUrls.get(chainId)
      if (!rpcUrl) throw new BadRequestError(`No RPC url provided for chainId ${chainId}`, 4902)
      const result = await handleEip155Rpc(body.method, body.params, {
        chainId,
        rpcUrl,
        address: user.addresses.eip155 as `0x${string}`,
        withKey: (use) => withUserKey(context.db, context.keys.walletKeys, userId, 'eip155', use),
      })
      return { result }
    }
    if (namespace === 'solana') {
      const result = await handleSolanaRpc(body.method, body.params, {
        address: user.addresses.solana,
        withKey: (use) => withUserKey(context.db, context.keys.walletKeys, userId, 'solana', use),
      })
      return { result }
    }
    throw new BadRequestError(`Chain ${chainId} is not supported by the embedded wallet`, 4902)
  })
}
