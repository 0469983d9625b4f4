// `npm start`: install what is missing, then run the local stack (devnet, api, demo) until Ctrl-C.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { ensureNodeModules, repoRoot } from './ensureInstalled.mjs'

const startedAt = Date.now()
ensureNodeModules()
const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/stack/startStack.ts')], {
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
