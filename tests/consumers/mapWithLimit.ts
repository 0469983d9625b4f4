/**
 * Maps `items` through `work` with at most `limit` running at once, keeping the order of the results.
 * Every item runs even if one fails; the first failure is then thrown.
 *
 * @example
 * await mapWithLimit(apps, 2, (app) => buildApp(app)) // two builds at a time on a 2-core machine
 */
export async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length)
  const failures: unknown[] = []
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      try {
        results[index] = await work(items[index]!)
      } catch (error) {
        failures.push(error)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  if (failures.length > 0) throw failures[0]
  return results
}
