import { defineConfig } from 'vite'

// A production build as `npm create vite` makes it; the manifest lets size-limit weigh what a page loads.
export default defineConfig({
  build: { manifest: true },
})
