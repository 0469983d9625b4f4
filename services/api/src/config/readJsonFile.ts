import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { ApiConfigError } from './apiConfigError.ts'

/** Line and column (both from 1) of a character offset in `text`. */
function lineAndColumn(text: string, position: number) {
  const before = text.slice(0, position).split('\n')
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 }
}

/** Parameters of {@link readJsonFile}. */
export interface ReadJsonFileParameters {
  /** Absolute path of the file. */
  path: string
  /** What named the file, for the message: `PORTICO_CONFIG`, `portico.config.json: chains["eip155:1"].tokens`. */
  namedBy: string
  /** What to do when the file cannot be read. */
  fix: string
}

/**
 * Reads and parses a JSON file. A file that cannot be read, or is not JSON, is an {@link ApiConfigError} that
 * names the file (with the line and column of a syntax error) and the fix.
 *
 * @example
 * readJsonFile({ path: '/srv/portico.config.json', namedBy: 'PORTICO_CONFIG', fix: 'write one' }) // { chains: … }
 */
export function readJsonFile({ path, namedBy, fix }: ReadJsonFileParameters): unknown {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable'
    throw new ApiConfigError(`${namedBy} names ${path}, which cannot be read (${code}): ${fix}`, {
      cause: error,
    })
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    const reason = (error as Error).message
    const position = /at position (\d+)/.exec(reason)
    const where = position
      ? (({ line, column }) => `at line ${line}, column ${column}`)(lineAndColumn(text, Number(position[1])))
      : 'at its end'
    const what = reason.replace(/ in JSON at position \d+.*$/, '').replace(/ \(line \d+ column \d+\)$/, '')
    throw new ApiConfigError(`${basename(path)}: not valid JSON ${where}: ${what}`, { cause: error })
  }
}
