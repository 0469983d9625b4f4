import { defineConfig } from 'vite'
import { resolveFromSource } from '../../scripts/packages/resolveFromSource.ts'

// The web wallet page (index.html → src/web/main.tsx). A build goes to dist/web, beside tsc's declarations in dist/.
export default defineConfig({
  ...resolveFromSource,
  build: { target: 'es2022', outDir: 'dist/web', chunkSizeWarningLimit: 1_500 },
})
