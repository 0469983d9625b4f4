import { createServer } from 'vite'
import { fileURLToPath } from 'node:url'

// The demo's Vite dev server, run in-process so it stops with the stack (and when the stack dies).
const port = Number(process.env.PORTICO_DEMO_PORT ?? 5173)
const server = await createServer({
  root: fileURLToPath(new URL('../../apps/demo', import.meta.url)),
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
  console.log(`demo: ${reason}, closing`)
  await server.close()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close(signal))
// No orphan when the stack process is killed outright: its children are re-parented, so ppid changes.
setInterval(() => process.ppid !== parent && void close('parent exited'), 1_000).unref()
