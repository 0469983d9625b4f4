import { defineConfig } from 'vite'

// Builds @portico/react as a host app's bundler would (minified ESM, code-split, React left to the host) so
// size-limit can weigh what a page loads: see .size-limit.mjs.
export default defineConfig({
  logLevel: 'warn',
  build: {
    outDir: '.size',
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    manifest: true,
    sourcemap: process.env.PORTICO_SIZE_SOURCEMAP === '1',
    cssCodeSplit: true,
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      external: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime'],
      // Library mode leaves ES output readable; a host's bundler minifies it, so weigh it minified.
      output: { minify: true },
    },
  },
})
