// The build every published @portico/* package shares (docs/adr/0012-package-builds.md): tsdown turns src/ into
// ESM JavaScript with source maps plus bundled .d.ts files, in dist/. Dependencies and
// peer dependencies stay imports (tsdown reads package.json); dynamic import() stays a separate chunk, so the
// modal and its views load lazily in an app's bundle as they do here. CSS imported with `?inline` becomes a
// string at build time (@tsdown/css), so no bundler-specific import is left in dist.
import type { UserConfig } from 'tsdown'

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
    // One dist file per source file (the app's bundler sees our module graph): bundled into a few chunks, every
    // module another module also loads lazily became a static import of dist/index.js, and a Vite app's first load
    // grew from 39 to 64 KB gzip (size budget, issue 15).
    unbundle: true,
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
    ...overrides,
  }
}
