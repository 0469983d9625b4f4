import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoadModules } from './firstLoadModules.ts'
import { repoRoot } from './publishedPackages.mjs'

const source = (path: string) => join(repoRoot, 'packages', path)

describe('firstLoadModules', () => {
  it('holds what createAppKit runs with the page, across packages, and not what loads through import()', async () => {
    const files = await firstLoadModules()
    expect(files).toContain(source('react/src/createAppKit.ts'))
    expect(files).toContain(source('core/src/client/createAppKitCore.ts'))
    expect(files).toContain(source('common/src/errors/PorticoError.ts'))
    expect(files).not.toContain(source('react/src/modal/mountModal.tsx'))
    expect([...files].every((file) => file.startsWith(join(repoRoot, 'packages')))).toBe(true)
  })
})
