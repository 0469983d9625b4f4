// `npm run build`: builds every published @portico/* package with its tsdown.config.ts, in dependency order,
// in this one process (tsdown and TypeScript load once), and prints how long each took.
// Exits non-zero on the first failure.
import { join } from 'node:path'
import { build } from 'tsdown'
import { publishedPackages, repoRoot } from './publishedPackages.mjs'

const started = performance.now()
const seconds = (/** @type {number} */ since) => ((performance.now() - since) / 1000).toFixed(1)
for (const { name, dir } of publishedPackages()) {
  const packageStarted = performance.now()
  const cwd = join(repoRoot, dir)
  try {
    process.chdir(cwd) // tsdown reads the package's package.json and tsconfig.json from here
    await build({ config: join(cwd, 'tsdown.config.ts'), cwd })
  } catch (error) {
    console.error(`[build] ${name} failed after ${seconds(packageStarted)} s`)
    console.error(error)
    process.exit(1)
  }
  console.log(`[build] ${name} built in ${seconds(packageStarted)} s`)
}
console.log(`[build] all packages built in ${seconds(started)} s`)
