import { defineConfig } from 'tsdown'
import { packageBuild } from '../../scripts/packages/packageBuild.ts'

// dist/index.js (the API; the modal and each view are lazy chunks beside it), dist/networks.js
// (`@portico/react/networks`) and dist/styles.css (`@portico/react/styles.css`, the whole stylesheet for apps
// that link CSS themselves).
export default defineConfig([
  packageBuild({ entry: { index: 'src/index.ts', networks: 'src/networks.ts' } }),
  packageBuild({
    entry: { styles: 'src/styles/index.css' },
    overrides: { clean: false, dts: false, sourcemap: false, css: { minify: true, fileName: 'styles.css' } },
  }),
])
