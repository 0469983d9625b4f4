import { fileURLToPath } from 'node:url'
import { portFromEnv, serveViteApp } from './serveViteApp.ts'
import { stackPorts } from './stackPorts.ts'

// The reference web wallet's Vite dev server on PORTICO_WALLET_PORT (default 5174 + PORTICO_PORT_OFFSET), run
// in-process so it stops with the stack. Its relay, project and RPC URLs come from the VITE_PORTICO_* variables
// that stackServices sets.
await serveViteApp({
  name: 'wallet',
  root: fileURLToPath(new URL('../../apps/wallet', import.meta.url)),
  port: portFromEnv('PORTICO_WALLET_PORT', stackPorts().wallet),
})
