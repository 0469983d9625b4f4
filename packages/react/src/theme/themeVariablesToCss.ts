import type { ThemeMode, ThemeVariables } from '@portico/core'

// The §9 backgrounds and surfaces that `--w3m-color-mix` tints.
const BASES: Record<ThemeMode, { background: string; surface: string; surfaceHover: string }> = {
  dark: { background: '#121313', surface: '#1c1e1e', surfaceHover: '#262828' },
  light: { background: '#ffffff', surface: '#f3f4f5', surfaceHover: '#e9eaec' },
}

/**
 * Turns AppKit's theme variables into Portico's design tokens (the `--portico-*` custom properties the
 * stylesheet reads). Unset variables produce nothing, so the tokens keep their defaults.
 *
 * - `--w3m-accent` sets the accent and derives its filled, hover, text and soft shades with `color-mix`.
 * - `--w3m-color-mix` at `--w3m-color-mix-strength` % tints the background and the surfaces.
 * - `--w3m-font-size-master` and `--w3m-border-radius-master` scale every font size and radius (AppKit's
 *   defaults are 10px and 4px).
 * - `--w3m-font-family`, `--w3m-z-index` and `--w3m-qr-color` map one to one.
 *
 * @example
 * themeVariablesToCss({ '--w3m-accent': '#ff5a36' }, 'dark')['--portico-accent'] // '#ff5a36'
 */
export function themeVariablesToCss(variables: ThemeVariables, mode: ThemeMode): Record<string, string> {
  const css: Record<string, string> = {}
  const accent = variables['--w3m-accent']
  if (accent) {
    css['--portico-accent'] = accent
    css['--portico-accent-fill'] = accent
    css['--portico-accent-fill-hover'] = `color-mix(in srgb, ${accent} 85%, #000000)`
    css['--portico-accent-text'] =
      mode === 'dark'
        ? `color-mix(in srgb, ${accent} 70%, #ffffff)`
        : `color-mix(in srgb, ${accent} 75%, #000000)`
    css['--portico-accent-soft'] = `color-mix(in srgb, ${accent} 14%, transparent)`
  }
  const mix = variables['--w3m-color-mix']
  if (mix) {
    const strength = Math.min(100, Math.max(0, variables['--w3m-color-mix-strength'] ?? 0))
    const base = BASES[mode]
    css['--portico-background'] = `color-mix(in srgb, ${mix} ${strength}%, ${base.background})`
    css['--portico-surface'] = `color-mix(in srgb, ${mix} ${strength}%, ${base.surface})`
    css['--portico-surface-hover'] = `color-mix(in srgb, ${mix} ${strength}%, ${base.surfaceHover})`
  }
  const fontSize = variables['--w3m-font-size-master']
  if (fontSize) {
    css['--portico-font-size-title'] = `calc(${fontSize} * 1.6)`
    css['--portico-font-size-body'] = `calc(${fontSize} * 1.5)`
    css['--portico-font-size-small'] = `calc(${fontSize} * 1.3)`
    css['--portico-font-size-tiny'] = `calc(${fontSize} * 1.2)`
  }
  const radius = variables['--w3m-border-radius-master']
  if (radius) {
    css['--portico-radius-modal'] = `calc(${radius} * 7)`
    css['--portico-radius-item'] = `calc(${radius} * 4.5)`
    css['--portico-radius-control'] = `calc(${radius} * 3.5)`
    css['--portico-radius-small'] = `calc(${radius} * 2.5)`
  }
  if (variables['--w3m-font-family']) css['--portico-font-family'] = variables['--w3m-font-family']
  if (variables['--w3m-z-index'] !== undefined) css['--portico-z-index'] = String(variables['--w3m-z-index'])
  if (variables['--w3m-qr-color']) css['--portico-qr-color'] = variables['--w3m-qr-color']
  return css
}
