import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { resolveFromSource } from '../../scripts/packages/resolveFromSource.ts'
import { hostPageModules } from './hostPageModules.ts'

const entry = fileURLToPath(new URL('./src/index.ts', import.meta.url))
// Second pass (scripts/test.mjs): the modules the first pass put on the host page, from its source maps.
const firstPass = process.env.PORTICO_SIZE_FIRST_PASS
const hostModules = firstPass ? hostPageModules(firstPass) : undefined
if (firstPass && !hostModules) throw new Error(`no first-pass build with source maps in ${firstPass}`)

// Builds @portico/react as a host app's bundler would (minified ESM, code-split, React left to the host) so
// size-limit can weigh what a page loads: see .size-limit.mjs. The bundler decides which modules the page needs
// only after tree-shaking, so the build runs twice: the first pass finds them, the second puts them in one
// chunk, as an app's production config would, instead of thirty small files that each cost a request and their
// own gzip dictionary. What loads is the same code either way.
export default defineConfig({
  ...resolveFromSource,
  logLevel: 'warn',
  build: {
    outDir: process.env.PORTICO_SIZE_OUT_DIR ?? '.size',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    manifest: true,
    sourcemap: process.env.PORTICO_SIZE_SOURCEMAP === '1',
    cssCodeSplit: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
      // Needed with the grouping below; the entry still exports exactly its API (it may also export more).
      ...(hostModules && { preserveEntrySignatures: 'allow-extension' as const }),
      output: {
        // Library mode leaves ES output readable; a host's bundler minifies it, so weigh it minified.
        minify: true,
        ...(hostModules && {
          codeSplitting: {
            // Only the modules found, not everything they import: the first pass already followed the imports.
            includeDependenciesRecursively: false,
            groups: [
              {
                name: (id: string) => (id !== entry && hostModules.has(id) ? 'host' : null),
                debugName: 'host page',
              },
            ],
          },
        }),
      },
    },
  },
})
