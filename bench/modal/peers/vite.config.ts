import { resolve } from 'node:path'
import { defineConfig } from 'vite'

// One production build per app folder (BENCH_APP=floor|appkit|rainbowkit|connectkit) into dist/<app>, split as
// the Portico consumer app is (tests/consumers/apps/vite-react19/vite.config.ts): React in a chunk of its own.
const app = process.env.BENCH_APP
if (!app) throw new Error('BENCH_APP names the app folder to build')

export default defineConfig({
  root: resolve(import.meta.dirname, app),
  base: './',
  logLevel: 'warn',
  build: {
    outDir: resolve(import.meta.dirname, 'dist', app),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
})
