/**
 * Asks `baseUrl + path` once and throws unless it answers 200 with a non-empty list (`data` or `balances`), so the bench never measures an error or an empty reply. Also warms the route's caches.
 *
 * @throws Error naming the path, the status and the body.
 * @example
 * await checkBenchRoute('http://127.0.0.1:8787', '/v1/account/0x…/nfts?projectId=bench&chainId=eip155:31337')
 */
export async function checkBenchRoute(baseUrl: string, path: string): Promise<void> {
  const response = await fetch(baseUrl + path)
  const text = await response.text()
  if (!response.ok) throw new Error(`[bench] ${path} answered ${response.status}: ${text.slice(0, 300)}`)
  const body = JSON.parse(text) as Record<string, unknown>
  const list = ['data', 'balances'].map((key) => body[key]).find(Array.isArray)
  if (!list || list.length === 0) {
    throw new Error(`[bench] ${path} answered an empty list, which measures nothing: ${text.slice(0, 300)}`)
  }
}
