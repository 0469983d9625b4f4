import { defineConfig } from 'vitest/config'

// The bench's pure parts (median, flags, table, waterfall, local hosts): `npx vitest run -c bench/modal/vitest.config.ts`.
// The root vitest.config.ts lists its projects' folders and bench/ is not among them yet.
export default defineConfig({
  test: { root: import.meta.dirname, include: ['*.test.ts'], environment: 'node' },
})
