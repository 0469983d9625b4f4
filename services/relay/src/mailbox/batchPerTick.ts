/** A function whose calls in one turn of the event loop are carried out together by {@link batchPerTick}. */
export interface TickBatcher<Item, Result> {
  /** Queues `item` for the next batch; resolves with its own result, or rejects with the batch's error. */
  (item: Item): Promise<Result>
  /** Runs what is queued now and resolves once every batch started so far has settled. */
  settle(): Promise<void>
}

interface Queued<Item, Result> {
  item: Item
  resolve: (result: Result) => void
  reject: (reason: unknown) => void
}

/**
 * Gathers the calls made during one turn of the event loop (every frame the sockets delivered in it) and hands
 * them to `run` in order, at most `maxBatch` at a time: one Redis round trip and one script run for many
 * messages instead of one each. `run` answers one result per item, in the items' order; when it throws, every
 * item of that batch rejects with the error (nothing is settled silently).
 *
 * @example
 * const store = batchPerTick((messages: StoredMessage[]) => storeInRedis(messages))
 * const ttl = await store(message)
 */
export function batchPerTick<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  maxBatch = 200,
): TickBatcher<Item, Result> {
  let queue: Queued<Item, Result>[] = []
  const running = new Set<Promise<void>>()

  async function runBatch(batch: Queued<Item, Result>[]): Promise<void> {
    try {
      const results = await run(batch.map((queued) => queued.item))
      if (results.length !== batch.length)
        throw new Error(`a batch of ${batch.length} got ${results.length} results`)
      batch.forEach((queued, index) => queued.resolve(results[index]!))
    } catch (error) {
      for (const queued of batch) queued.reject(error)
    }
  }

  function flush(): void {
    const queued = queue
    queue = []
    for (let start = 0; start < queued.length; start += maxBatch) {
      const batch = runBatch(queued.slice(start, start + maxBatch))
      running.add(batch)
      void batch.finally(() => running.delete(batch))
    }
  }

  const call = (item: Item) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ item, resolve, reject })
      // setImmediate, not a microtask: it runs after every socket read of this turn, so their calls share a batch.
      if (queue.length === 1) setImmediate(flush)
    })
  return Object.assign(call, {
    async settle() {
      flush()
      await Promise.all(running)
    },
  })
}
