import { describe, expect, it } from 'vitest'
import { initialsOf } from './initialsOf.ts'
import { renderInitialsImage } from './renderInitialsImage.ts'

describe('renderInitialsImage', () => {
  it('gives the same SVG for the same seed and a different gradient for another seed', () => {
    const a = renderInitialsImage({ seed: 'a', label: 'MM' })
    expect(renderInitialsImage({ seed: 'a', label: 'MM' })).toBe(a)
    expect(a).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(a).toContain('>MM</text>')
    const colours = (svg: string) => svg.match(/hsl\([^)]*\)/g)
    expect(colours(renderInitialsImage({ seed: 'b', label: 'MM' }))).not.toEqual(colours(a))
  })

  it('escapes the label so it cannot break out of the SVG', () => {
    expect(renderInitialsImage({ seed: 'x', label: '<&>' })).toContain('&lt;&amp;&gt;')
  })
})

describe('initialsOf', () => {
  it('takes two words, else camel-case capitals, else the first two letters', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf("D'CENT Wallet")).toBe('DC')
    expect(initialsOf('MetaMask')).toBe('MM')
    expect(initialsOf('imToken')).toBe('IT')
    expect(initialsOf('Zerion')).toBe('ZE')
    expect(initialsOf('---')).toBe('?')
  })
})
