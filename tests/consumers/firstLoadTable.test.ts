import { describe, expect, it } from 'vitest'
import { firstLoadRow, formatFirstLoadTable } from './firstLoadTable.ts'

const cost = (name: string, gzip: number) => ({ name, characters: gzip * 3, gzip })

describe('firstLoadRow', () => {
  it("adds the build's gzip bytes and splits off the modal library's packages", () => {
    const row = firstLoadRow('vite-wagmi2', [
      cost('viem', 30_000),
      cost('@portico/core', 20_000),
      cost('wagmi', 5_000),
      cost('@portico/react', 4_000),
    ])
    expect(row).toMatchObject({ app: 'vite-wagmi2', total: 59_000, modalLibrary: 24_000 })
    expect(row.others.map((other) => other.name)).toEqual(['viem', 'wagmi'])
    expect(firstLoadRow('appkit-wagmi2', [cost('@reown/appkit', 90_000)]).modalLibrary).toBe(90_000)
  })
})

describe('formatFirstLoadTable', () => {
  it('puts each app next to the baseline, with its largest other packages', () => {
    const lines = formatFirstLoadTable(
      [
        firstLoadRow('vite-react18', [cost('@portico/core', 30_000)]),
        firstLoadRow('vite-ethers6', [cost('@portico/core', 30_000), cost('ethers', 12_345)]),
      ],
      'vite-react18',
    )
    expect(lines[0]).toContain('vs vite-react18')
    expect(lines[1]).toMatch(/vite-react18 +30\.0 kB +\+0\.0 kB +30\.0 kB/)
    expect(lines[2]).toMatch(/vite-ethers6 +42\.3 kB +\+12\.3 kB +30\.0 kB {2}ethers 12\.3 kB$/)
  })
})
