import { defineConfig } from 'tsdown'
import { packageBuild } from '../../scripts/packages/packageBuild.ts'

export default defineConfig(
  packageBuild({ entry: { index: 'src/index.ts', 'siwx/index': 'src/siwx/index.ts' } }),
)
