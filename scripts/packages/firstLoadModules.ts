// Which source files a page loads with Portico's quick start (docs/adr/0033-connect-button-first-frame.md):
// packageBuild puts each package's share of them in one dist file, so an app's bundler meets one module per
// package on the first load instead of dozens, and cannot split them into a chunk each (rolldown#10731).
import { join } from 'node:path'
import { rolldown } from 'rolldown'
import { SOURCE_CONDITION } from './resolveFromSource.ts'
import { repoRoot } from './publishedPackages.mjs'

/**
 * The pages whose first load is weighed: AppKit's React quick start with the EVM adapter (tests/consumers'
 * vite-react19, the bench's Portico app) and without an adapter (vite-react18). Only what they import matters;
 * the options are there so the code path is the one an app takes.
 */
const QUICK_STARTS: Record<string, string> = {
  evmAdapter: `
    import { createAppKit } from '@portico/react'
    import { mainnet } from '@portico/react/networks'
    import { createEvmAdapter } from '@portico/adapter-evm'
    createAppKit({ adapters: [createEvmAdapter({ networks: [mainnet] })], networks: [mainnet], projectId: 'p' })
  `,
  noAdapter: `
    import { createAppKit } from '@portico/react'
    import { mainnet } from '@portico/react/networks'
    createAppKit({ networks: [mainnet], projectId: 'p' })
  `,
}

const VIRTUAL_PREFIX = '\0portico-first-load:'

let found: Promise<Set<string>> | undefined

/**
 * The absolute paths of the source files the quick starts' first load holds, across every @portico/* package:
 * each quick start is bundled from src/ (third-party packages left out), and every module of its entry chunk
 * and of the chunks that chunk imports statically is part of it; what loads through `import()` is not. Bundled
 * once a process (about 0.3 s).
 *
 * @example
 * const files = await firstLoadModules()
 * files.has(join(repoRoot, 'packages/core/src/client/createAppKitCore.ts')) // true
 */
export function firstLoadModules(): Promise<Set<string>> {
  found ??= bundleQuickStarts()
  return found
}

async function bundleQuickStarts(): Promise<Set<string>> {
  const bundle = await rolldown({
    input: Object.fromEntries(Object.keys(QUICK_STARTS).map((name) => [name, VIRTUAL_PREFIX + name])),
    cwd: join(repoRoot, 'packages/react'),
    platform: 'browser',
    resolve: { conditionNames: [SOURCE_CONDITION, 'import', 'module', 'browser', 'default'] },
    external: (id) => !isOurs(id),
    plugins: [
      {
        name: 'portico-quick-starts',
        resolveId: (id) =>
          id.startsWith(VIRTUAL_PREFIX) ? id : id.endsWith('?inline') ? VIRTUAL_PREFIX + id : null,
        // CSS imported as a string (@tsdown/css in the real build) weighs nothing here.
        load: (id) =>
          id.startsWith(VIRTUAL_PREFIX)
            ? (QUICK_STARTS[id.slice(VIRTUAL_PREFIX.length)] ?? 'export default ""')
            : null,
      },
    ],
    logLevel: 'silent',
  })
  try {
    const { output } = await bundle.generate({ format: 'esm' })
    const chunks = new Map(output.flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])))
    const modules = new Set<string>()
    const visited = new Set<string>()
    const visit = (fileName: string): void => {
      const chunk = chunks.get(fileName)
      if (!chunk || visited.has(fileName)) return
      visited.add(fileName)
      for (const id of chunk.moduleIds) if (!id.startsWith(VIRTUAL_PREFIX)) modules.add(id)
      for (const imported of chunk.imports) visit(imported)
    }
    for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
    return modules
  } finally {
    await bundle.close()
  }
}

/** Our own files (relative, absolute, @portico/* and the quick starts), not a third-party package. */
function isOurs(id: string): boolean {
  return id.startsWith('.') || id.startsWith('/') || id.startsWith('@portico/') || id.startsWith('\0')
}
