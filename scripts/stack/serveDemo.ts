import { fileURLToPath } from 'node:url'
import { portFromEnv, serveViteApp } from './serveViteApp.ts'
import { stackPorts } from './stackPorts.ts'

// The demo's Vite dev server on PORTICO_DEMO_PORT (default 5173 + PORTICO_PORT_OFFSET), run in-process so it
// stops with the stack.
await serveViteApp({
  name: 'demo',
  root: fileURLToPath(new URL('../../apps/demo', import.meta.url)),
  port: portFromEnv('PORTICO_DEMO_PORT', stackPorts().demo),
})
