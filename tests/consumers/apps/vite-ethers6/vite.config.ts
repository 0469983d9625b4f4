import { defineConfig } from 'vite'

// A production build as `npm create vite` makes it, plus what size budgets need: a manifest (which files a
// page loads), source maps kept beside the files (which package each byte comes from), and React in a chunk
// of its own, as many apps split their vendor code, so what Portico costs can be weighed apart from React.
export default defineConfig({
  build: {
    manifest: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
})
