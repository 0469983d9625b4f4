// The build every published @portico/* package shares (docs/adr/0012-package-builds.md): tsdown turns src/ into
// ESM JavaScript with source maps plus bundled .d.ts files, in dist/ (firstLoad.js plus a file per other source
// file, see firstLoadChunk). Dependencies and peer dependencies stay imports (tsdown reads package.json); dynamic
// import() stays a separate chunk, so the modal and its views load lazily in an app's bundle as they do here. CSS imported with `?inline` becomes a
// string at build time (@tsdown/css), so no bundler-specific import is left in dist.
import { isAbsolute, join, relative } from 'node:path'
import type { ModuleInfo, Plugin } from 'rolldown'
import type { UserConfig } from 'tsdown'
import { firstLoadModules } from './firstLoadModules.ts'

/** Parameters of {@link packageBuild}. */
export interface PackageBuildParameters {
  /** Output name → source file, e.g. `{ index: 'src/index.ts' }` gives dist/index.js and dist/index.d.ts. */
  entry: Record<string, string>
  /** Anything a package needs on top (another entry's CSS, bundled dependencies). */
  overrides?: UserConfig
}

/**
 * The tsdown options of one package, run from that package's directory (`npm run build -w <package>`).
 *
 * @example
 * // packages/common/tsdown.config.ts
 * export default defineConfig(packageBuild({ entry: { index: 'src/index.ts' } }))
 */
export function packageBuild({ entry, overrides = {} }: PackageBuildParameters): UserConfig {
  return {
    entry,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    // dist/index.js and dist/index.d.ts: the packages are "type": "module", so .js is ESM already.
    fixedExtension: false,
    // JavaScript maps carry their sources (sourcesContent), so a debugger shows the TypeScript. No declaration
    // maps: they would point into src/, which is not published.
    sourcemap: true,
    dts: true,
    css: { minify: true },
    logLevel: 'warn',
    // The d.ts step is most of the time and says so on every build; `npm run build` prints the total.
    checks: { pluginTimings: false },
    // dist/firstLoad.js and one dist file per other source file; a package that sets `unbundle` itself (appkit's
    // bundles) gets plain tsdown chunks.
    ...(overrides.unbundle === undefined ? firstLoadChunk() : {}),
    ...overrides,
  }
}

/** The dist file that holds a package's share of the quick starts' first load (see firstLoadModules.ts). */
export const FIRST_LOAD_CHUNK = 'firstLoad'

/**
 * Puts the package's source files that the quick starts load with the page in one dist file, dist/firstLoad.js,
 * and keeps every other source file a dist file of its own, as `unbundle` did.
 *
 * Why both (docs/adr/0033-connect-button-first-frame.md): an app's bundler places whole modules, so a dist file
 * holding a module only lazily loaded code uses drags it into the page's first load (bundled into a few chunks,
 * a Vite app's first load grew from 39 to 64 KB gzip, issue 15); and one dist file per source file let Rolldown
 * (Vite 8) make a chunk of a few hundred bytes of each first-load module that lazily loaded code imports too,
 * about twenty requests with the page (rolldown#10731). One first-load module per package leaves it one each.
 */
function firstLoadChunk(): UserConfig {
  let files = new Set<string>()
  const findFiles: Plugin = {
    name: 'portico-first-load',
    async buildStart() {
      files = await firstLoadModules()
    },
  }
  return {
    unbundle: false,
    plugins: [findFiles],
    // A group must not pull in the modules its module imports (they have dist files of their own), which needs
    // this; Rolldown would set it itself and warn on every build.
    inputOptions: { preserveEntrySignatures: 'allow-extension' },
    outputOptions: {
      codeSplitting: {
        includeDependenciesRecursively: false,
        groups: [{ name: (id, context) => chunkName(id, files, context.getModuleInfo(id)) }],
      },
      // Imports between dist files read `{ trackEvent }`, not `{ pt as trackEvent }`; the app's bundler minifies.
      minifyInternalExports: false,
      // A module loaded with import() keeps its place in dist/ (dist/chain/switchNetwork.js), as with `unbundle`.
      // A declaration chunk is named `x.d`, and tsdown turns its `.js` into `.d.ts`.
      chunkFileNames: ({ name, moduleIds }) => {
        const own = moduleIds.flatMap((id) => sourcePath(id) ?? [])
        return `${own.length === 1 ? own[0] : name.replace(/\.d$/, '')}.js`
      },
    },
  }
}

/** The group of a module: firstLoad, its own dist file, or null for what Rolldown places itself. */
function chunkName(id: string, firstLoad: Set<string>, info: ModuleInfo | null): string | null {
  const path = sourcePath(id)
  if (path === undefined) return null
  if (firstLoad.has(id)) return FIRST_LOAD_CHUNK
  // An entry or a module loaded with import() is the chunk of its own that Rolldown makes for it anyway.
  if (info === null || info.isEntry || info.dynamicImporters.length > 0) return null
  return path
}

/** `client/createAppKitCore` for the package's src/client/createAppKitCore.ts; undefined outside src/. */
function sourcePath(id: string): string | undefined {
  const path = relative(join(process.cwd(), 'src'), id)
  if (path.startsWith('..') || isAbsolute(path) || !/\.tsx?$/.test(path) || path.endsWith('.d.ts'))
    return undefined
  return path.replace(/\.tsx?$/, '')
}
