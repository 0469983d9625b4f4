// `npm run build`: builds every published @portico/* package with its tsdown.config.ts, in dependency order,
// and prints how long each took. Exits non-zero on the first failure.
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { publishedPackages, repoRoot } from './publishedPackages.mjs'

const tsdown = join(repoRoot, 'node_modules', '.bin', 'tsdown')
const started = performance.now()
for (const { name, dir } of publishedPackages()) {
  const t0 = performance.now()
  const result = spawnSync(tsdown, [], { cwd: join(repoRoot, dir), stdio: 'inherit' })
  const seconds = ((performance.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`[build] ${name} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`[build] ${name} built in ${seconds} s`)
}
console.log(`[build] all packages built in ${((performance.now() - started) / 1000).toFixed(1)} s`)
