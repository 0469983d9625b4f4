/** The apps the bench compares, in the table's column order. */
export const benchAppNames = ['floor', 'appkit', 'rainbowkit', 'connectkit', 'portico'] as const
export type BenchAppName = (typeof benchAppNames)[number]

/** The apps built in bench/modal/peers (their own package.json and lockfile); Portico comes from tarballs. */
export const peerAppNames = [
  'floor',
  'appkit',
  'rainbowkit',
  'connectkit',
] as const satisfies readonly BenchAppName[]

/** Column titles. */
export const benchAppTitles: Record<BenchAppName, string> = {
  floor: 'floor',
  appkit: 'AppKit',
  rainbowkit: 'RainbowKit',
  connectkit: 'ConnectKit',
  portico: 'Portico',
}

/**
 * True when `name` is one of the bench's apps.
 *
 * @example
 * isBenchAppName('portico') // true
 */
export function isBenchAppName(name: string): name is BenchAppName {
  return (benchAppNames as readonly string[]).includes(name)
}
