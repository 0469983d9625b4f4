import type { ISignClient } from '@walletconnect/types'

// Kept beside the sign client's own state, so the chain in use survives a reload with its session.
const keyOf = (signClient: ISignClient, topic: string) =>
  `portico@1:walletconnect${signClient.core.customStoragePrefix}:chain:${topic}`

// §8: storage read and write failures are logged and ignored.
const logged = (signClient: ISignClient) => (error: unknown) => {
  signClient.logger.warn({ error }, 'walletconnect: session chain storage failed')
  return undefined
}

/**
 * The EVM chain a session was last using (after a switch), read back after a reload.
 *
 * @example
 * await readSessionChain(signClient, topic) // 31338
 */
export async function readSessionChain(signClient: ISignClient, topic: string): Promise<number | undefined> {
  const value = await signClient.core.storage
    .getItem<unknown>(keyOf(signClient, topic))
    .catch(logged(signClient))
  return typeof value === 'number' ? value : undefined
}

/**
 * Remembers the EVM chain a session is using.
 *
 * @example
 * await writeSessionChain(signClient, topic, 31338)
 */
export async function writeSessionChain(
  signClient: ISignClient,
  topic: string,
  chainId: number,
): Promise<void> {
  await signClient.core.storage.setItem(keyOf(signClient, topic), chainId).catch(logged(signClient))
}

/**
 * Forgets the chain of a session that ended.
 *
 * @example
 * await forgetSessionChain(signClient, topic)
 */
export async function forgetSessionChain(signClient: ISignClient, topic: string): Promise<void> {
  await signClient.core.storage.removeItem(keyOf(signClient, topic)).catch(logged(signClient))
}
