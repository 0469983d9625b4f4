import { describe, expect, it } from 'vitest'
import { avatarColors } from './avatarColors.ts'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function rgb(hex: string): number[] {
  return [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
}

describe('avatarColors', () => {
  it('gives 5 tints, each 0.15 closer to white than the base (§9)', () => {
    const { tints } = avatarColors(ALICE)
    expect(tints).toHaveLength(5)
    const [base, ...rest] = tints.map(rgb)
    rest.forEach((tint, index) => {
      const step = (index + 1) * 0.15
      tint.forEach((channel, c) => expect(channel).toBe(Math.round(base![c]! + (255 - base![c]!) * step)))
    })
  })

  it('is stable for an address whatever its case', () => {
    expect(avatarColors(ALICE)).toEqual(avatarColors(ALICE.toLowerCase()))
    expect(avatarColors(ALICE)).toEqual({
      tints: ['#98d449', '#a7da64', '#b7e180', '#c6e79b', '#d6eeb6'],
      angle: 273,
    })
  })

  it('tells addresses apart', () => {
    const other = avatarColors('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC')
    expect(other.tints[0]).not.toBe(avatarColors(ALICE).tints[0])
    expect(other.tints.every((tint) => /^#[0-9a-f]{6}$/.test(tint))).toBe(true)
  })
})
