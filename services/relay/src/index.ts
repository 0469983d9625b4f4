export {
  createRelayServer,
  type CreateRelayServerParameters,
  type RelayFanOut,
  type RelayLimits,
  type RelayServer,
} from './server/createRelayServer.ts'
export { randomTopic } from './server/randomTopic.ts'
export { createMemoryMailbox } from './mailbox/createMemoryMailbox.ts'
export { createRedisMailbox } from './mailbox/createRedisMailbox.ts'
export { createRedisFanOut } from './mailbox/createRedisFanOut.ts'
export type { Mailbox, StoredMessage } from './mailbox/mailbox.ts'
export { verifyRelayJwt, RelayAuthError, type RelayJwtClaims } from './auth/verifyRelayJwt.ts'
export {
  checkProjectId,
  PROJECT_ID_CLOSE_CODE,
  PROJECT_ID_MISSING,
  PROJECT_ID_UNKNOWN,
} from './server/checkProjectId.ts'
