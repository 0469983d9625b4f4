import { defineConfig } from 'tsdown'
import { packageBuild } from '../../scripts/packages/packageBuild.ts'
import { SOURCE_CONDITION } from '../../scripts/packages/resolveFromSource.ts'

// @portico/react is bundled from its source files, not its dist: its dist chunks group modules for React hosts
// (appKitInstance shares a chunk with the useAppKitInstance hook, which imports React), and a chunk that imports
// React's CommonJS runs React when it loads. From source, only the modules createAppKit needs reach the first load.
const fromSource = {
  inputOptions: { resolve: { conditionNames: [SOURCE_CONDITION, 'import', 'module', 'browser', 'default'] } },
}

// @portico/appkit is for pages without React, so React is not a peer here: @portico/react, react and react-dom
// are devDependencies and tsdown bundles them (code-split: React loads with the first button or the modal).
// Two outputs:
//   dist/index.js      for bundlers; @portico/core and the other runtime dependencies stay imports, so an app
//                      that also installs an adapter shares one core with it. process.env.NODE_ENV is left
//                      for the app's bundler, which drops React's development build.
//   dist/cdn/portico.js for a plain <script type="module">: everything bundled (viem too), no bare import left,
//                      production React, minified; its lazy chunks sit beside it.
export default defineConfig([
  packageBuild({
    entry: { index: 'src/index.ts' },
    overrides: { ...fromSource, unbundle: false, deps: { onlyBundle: false } },
  }),
  packageBuild({
    entry: { portico: 'src/index.ts' },
    overrides: {
      ...fromSource,
      outDir: 'dist/cdn',
      unbundle: false,
      clean: false,
      dts: false,
      platform: 'browser',
      minify: true,
      define: { 'process.env.NODE_ENV': '"production"' },
      deps: { alwaysBundle: () => true, onlyBundle: false },
    },
  }),
])
