import { describe, expect, it } from 'vitest'
import { themeVariablesToCss } from './themeVariablesToCss.ts'

describe('themeVariablesToCss', () => {
  it('produces nothing for no variables, so the design tokens keep their defaults', () => {
    expect(themeVariablesToCss({}, 'dark')).toEqual({})
  })

  it('maps AppKit’s whole set onto the tokens', () => {
    const css = themeVariablesToCss(
      {
        '--w3m-font-family': 'Inter, sans-serif',
        '--w3m-accent': '#ff5a36',
        '--w3m-color-mix': '#00bb7f',
        '--w3m-color-mix-strength': 140,
        '--w3m-font-size-master': '9px',
        '--w3m-border-radius-master': '2px',
        '--w3m-z-index': 999,
        '--w3m-qr-color': '#123456',
      },
      'light',
    )
    expect(css).toMatchObject({
      '--portico-font-family': 'Inter, sans-serif',
      '--portico-accent': '#ff5a36',
      '--portico-accent-fill': '#ff5a36',
      '--portico-accent-soft': 'color-mix(in srgb, #ff5a36 14%, transparent)',
      // strength is clamped to 0–100 and mixed into the light base
      '--portico-background': 'color-mix(in srgb, #00bb7f 100%, #ffffff)',
      '--portico-font-size-body': 'calc(9px * 1.5)',
      '--portico-radius-modal': 'calc(2px * 7)',
      '--portico-z-index': '999',
      '--portico-qr-color': '#123456',
    })
    expect(themeVariablesToCss({ '--w3m-accent': '#ff5a36' }, 'dark')['--portico-accent-text']).toBe(
      'color-mix(in srgb, #ff5a36 70%, #ffffff)',
    )
  })
})
