// `npm start`: install what is missing, then run the local stack (devnet, api, demo) until Ctrl-C.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureNodeModules, repoRoot } from './ensureInstalled.mjs'

const startedAt = Date.now()
ensureNodeModules()
// The stack's entry runs bundled under plain Node, like each service it starts (esbuild exists only now).
const { bundleServiceEntry } = await import('./stack/serviceBundle.mjs')
const stack = await bundleServiceEntry({ entry: join(repoRoot, 'scripts/stack/startStack.ts') })
const child = spawn(process.execPath, ['--enable-source-maps', stack.path], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, PORTICO_START_EPOCH_MS: String(startedAt) },
})
// Ctrl-C reaches the whole foreground group; the stack process owns shutdown, so only forward signals that
// were sent to this process alone (kill <pid>).
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
