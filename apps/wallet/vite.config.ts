import { defineConfig } from 'vite'
import { resolveFromSource } from '../../scripts/packages/resolveFromSource.ts'

// The web wallet page (index.html → src/web/main.tsx). A build goes to dist/web, beside tsc's declarations in dist/.
export default defineConfig({
  // Two stacks on one machine (helpers' test runs) keep their pre-bundled dependencies apart.
  cacheDir: process.env.PORTICO_VITE_CACHE_DIR,
  ...resolveFromSource,
  build: { target: 'es2022', outDir: 'dist/web', chunkSizeWarningLimit: 1_500 },
})
