import type { PackageCost } from './firstLoadByPackage.ts'

/** One app's first load (gzip, React not counted), split into Portico's packages and everything else. */
export interface FirstLoadRow {
  app: string
  /** Gzip bytes of every file the page loads first. */
  total: number
  /** Of which `@portico/*` packages (or `@reown/*` in an AppKit build: the modal library's own). */
  modalLibrary: number
  /** The largest other packages (the chain library, viem, TanStack Query …), largest first. */
  others: PackageCost[]
}

/**
 * A row of the first-load table from a build's costs by package (see costByPackage).
 *
 * @example
 * firstLoadRow('vite-wagmi2', costByPackage(dist, bundle.firstLoad))
 * // { app: 'vite-wagmi2', total: 90_000, modalLibrary: 35_000, others: [{ name: 'viem', … }, …] }
 */
export function firstLoadRow(app: string, costs: readonly PackageCost[]): FirstLoadRow {
  const isModalLibrary = (name: string) => name.startsWith('@portico/') || name.startsWith('@reown/')
  const sum = (list: readonly PackageCost[]) => list.reduce((total, cost) => total + cost.gzip, 0)
  return {
    app,
    total: sum(costs),
    modalLibrary: sum(costs.filter((cost) => isModalLibrary(cost.name))),
    others: costs.filter((cost) => !isModalLibrary(cost.name)),
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB` // as size-limit counts

/**
 * The table printed in the prepare log: each app's first load next to a baseline app's (the adapter-less
 * Portico app), the modal library's part, and the three largest other packages.
 *
 * @example
 * formatFirstLoadTable([baselineRow, wagmiRow], 'vite-react18').join('\n')
 */
export function formatFirstLoadTable(rows: readonly FirstLoadRow[], baseline: string): string[] {
  const base = rows.find((row) => row.app === baseline)
  const header = `  ${'app'.padEnd(26)} ${'first load'.padStart(10)} ${`vs ${baseline}`.padStart(18)} ${'modal pkgs'.padStart(10)}  largest others`
  return [
    header,
    ...rows.map((row) => {
      const delta = base
        ? `${row.total >= base.total ? '+' : '−'}${kilobytes(Math.abs(row.total - base.total))}`
        : ''
      const others = row.others
        .slice(0, 3)
        .map((cost) => `${cost.name} ${kilobytes(cost.gzip)}`)
        .join(', ')
      return `  ${row.app.padEnd(26)} ${kilobytes(row.total).padStart(10)} ${delta.padStart(18)} ${kilobytes(row.modalLibrary).padStart(10)}  ${others}`
    }),
  ]
}
