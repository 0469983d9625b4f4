// Inside this repository @portico/* resolve to their src/*.ts through the export condition "@portico/source"
// (docs/adr/0012-package-builds.md), so tests and dev servers need no build. tsc reads it from
// tsconfig.base.json (customConditions), Node from NODE_OPTIONS (.npmrc node-options), and every Vite config
// here — the demo, the web wallet, the size build — spreads these options into its own (vitest: the
// variant below).
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite'

/** The condition that points a @portico/* export at its source file. */
export const SOURCE_CONDITION = '@portico/source'

/**
 * Vite options that resolve @portico/* to src/ in the browser and on the server (vitest's node environment).
 *
 * @example
 * export default defineConfig({ ...resolveFromSource, build: { target: 'es2022' } })
 */
export const resolveFromSource = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
} satisfies UserConfig

/**
 * The same for vitest, which sets its own server-side conditions (`node`, `development`) and merges these into
 * them; a full client list here would add `browser` and hand Node tests browser builds (ws's stub, say). Vitest
 * also passes these to its worker processes as `--conditions`.
 *
 * @example
 * export default defineConfig({ ...testResolveFromSource, test: { … } })
 */
export const testResolveFromSource = {
  resolve: { conditions: [SOURCE_CONDITION] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION] } },
} satisfies UserConfig
