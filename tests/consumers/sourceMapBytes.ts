const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** A source map as bundlers write it (version 3). */
export interface SourceMap {
  sources: string[]
  mappings: string
}

/** The numbers of one `mappings` segment (base64 VLQ). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = BASE64.indexOf(char)
    if (digit < 0) throw new Error(`'${char}' is not a base64 VLQ digit`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1)
      value = 0
      shift = 0
    }
  }
  return values
}

/** Where the characters of generated code that no segment maps are counted. */
export const UNMAPPED = '(unmapped)'

/**
 * How many characters of `code` each source of its source map produced: every mapped segment owns the
 * columns up to the next segment on its line (or the line's end).
 *
 * @example
 * charactersBySource('abcdefgh', { sources: ['a.js', 'b.js'], mappings: 'AAAA,ICAA' })
 * // Map { 'a.js' => 4, 'b.js' => 4 }
 */
export function charactersBySource(code: string, map: SourceMap): Map<string, number> {
  const counts = new Map<string, number>()
  const add = (source: string, characters: number) => {
    if (characters > 0) counts.set(source, (counts.get(source) ?? 0) + characters)
  }
  const lines = code.split('\n')
  const mappedLines = map.mappings.split(';')
  let sourceIndex = 0
  lines.forEach((line, lineIndex) => {
    // A line's length includes its newline, except the last.
    const length = line.length + (lineIndex < lines.length - 1 ? 1 : 0)
    let column = 0
    let owner = UNMAPPED
    let start = 0
    for (const segment of (mappedLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment)
      column += columnDelta
      add(owner, Math.min(column, length) - start)
      start = Math.min(column, length)
      if (sourceDelta === undefined) {
        owner = UNMAPPED
      } else {
        sourceIndex += sourceDelta
        owner = map.sources[sourceIndex] ?? UNMAPPED
      }
    }
    add(owner, length - start)
  })
  return counts
}

/**
 * The npm package a bundled source path belongs to (the last `node_modules/<name>` in it), `(app)` for the
 * app's own files; a placeholder in parentheses stays as it is.
 *
 * @example
 * packageOfSource('../../node_modules/@portico/core/dist/index.js') // '@portico/core'
 * packageOfSource('../../src/App.tsx') // '(app)'
 */
export function packageOfSource(source: string): string {
  if (source.startsWith('(')) return source // a placeholder such as UNMAPPED
  const matches = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)]
  const last = matches.at(-1)
  return last ? last[1]! : '(app)'
}
