import { defineConfig } from 'vite'
import { resolveFromSource } from '../../scripts/packages/resolveFromSource.ts'

// The web wallet page (index.html → src/web/main.tsx). A build goes to dist/web, beside tsc's declarations in dist/.
export default defineConfig({
  // Two stacks on one machine (helpers' test runs) keep their pre-bundled dependencies apart; the demo and the
  // web wallet each have their own folder inside it, or they overwrite each other's (504 Outdated Optimize Dep).
  cacheDir: process.env.PORTICO_VITE_CACHE_DIR && `${process.env.PORTICO_VITE_CACHE_DIR}/wallet`,
  ...resolveFromSource,
  build: { target: 'es2022', outDir: 'dist/web', chunkSizeWarningLimit: 1_500 },
})
