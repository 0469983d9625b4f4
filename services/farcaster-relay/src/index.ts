export { createChannelStore, CHANNEL_LIFETIME_MS, ChannelStoreFullError } from './channels/channelStore.ts'
export type { Channel, ChannelCompletion, ChannelStore } from './channels/channelStore.ts'
export { checkChannelAnswer } from './channels/checkChannelAnswer.ts'
export * from './channels/siwfMessage.ts'
export { createFarcasterRelay } from './server/createFarcasterRelay.ts'
export type { CreateFarcasterRelayParameters } from './server/createFarcasterRelay.ts'
export {
  readFarcasterRelayConfig,
  FarcasterRelayConfigError,
  FARCASTER_CONNECT_URL,
} from './cli/readFarcasterRelayConfig.ts'
