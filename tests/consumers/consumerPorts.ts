import { stackPorts, type StackPorts } from '../../scripts/stack/stackPorts.ts'

/** Where the consumer apps are served, beside the stack they use. */
export interface ConsumerPorts {
  /** The stack (devnet, api, relay, secure site …) on the usual ports shifted by the offset. */
  stack: StackPorts
  /** One port per consumer app, by app name. */
  apps: Record<ConsumerAppName, number>
}

/** The consumer apps `npm test` builds outside the repository (tests/consumers/apps/<name>). */
export const consumerAppNames = [
  'vite-react19',
  'next-app-router',
  'vite-react18',
  'plain-html',
  'vite-wagmi2',
  'vite-wagmi3',
  'vite-ethers6',
  'vite-ethers5',
] as const
export type ConsumerAppName = (typeof consumerAppNames)[number]

/** Default offset: beside `npm start` (0) and the e2e suite (10 000). */
export const DEFAULT_CONSUMERS_PORT_OFFSET = 20_000

/**
 * The ports of the consumer run: a whole stack shifted by `offset`, and the apps from 5201 + offset upwards.
 *
 * @example
 * consumerPorts(20_000).apps['vite-react19'] // 25201
 * consumerPorts(20_000).stack.devnet // 28545
 */
export function consumerPorts(
  offset = Number(process.env.PORTICO_CONSUMERS_PORT_OFFSET ?? DEFAULT_CONSUMERS_PORT_OFFSET),
): ConsumerPorts {
  const stack = stackPorts(offset)
  const apps = Object.fromEntries(
    consumerAppNames.map((name, index) => [name, 5201 + offset + index]),
  ) as Record<ConsumerAppName, number>
  return { stack, apps }
}
