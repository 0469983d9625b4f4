import { createServer } from 'vite'

/** Parameters of {@link serveViteApp}. */
export interface ServeViteAppParameters {
  /** Name in the log lines. */
  name: string
  /** The app's directory (its index.html and vite.config.ts, if any). */
  root: string
  port: number
}

/**
 * Runs an app's Vite dev server in this process on 127.0.0.1:`port`, so it stops with the stack: on SIGINT or
 * SIGTERM, and when the process that started it dies (no orphan server holding the port).
 *
 * @example
 * await serveViteApp({ name: 'demo', root: '/repo/apps/demo', port: 5173 })
 */
export async function serveViteApp({ name, root, port }: ServeViteAppParameters): Promise<void> {
  const server = await createServer({
    root,
    server: { host: '127.0.0.1', port, strictPort: true },
    clearScreen: false,
  })
  await server.listen()
  server.printUrls()

  const parent = process.ppid
  let closing = false
  async function close(reason: string) {
    if (closing) return
    closing = true
    console.log(`${name}: ${reason}, closing`)
    await server.close()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close(signal))
  // When the stack process is killed outright its children are re-parented, so ppid changes.
  setInterval(() => process.ppid !== parent && void close('parent exited'), 1_000).unref()
}

/** A port from the environment variable `name`, or `fallback`; anything else is an error naming it. */
export function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  const port = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`${name} must be a port number from 1 to 65535, got '${raw}'`)
  return port
}
