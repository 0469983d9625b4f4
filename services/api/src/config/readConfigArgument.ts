import { ApiConfigError } from './apiConfigError.ts'

/**
 * The path given with `--config <path>` or `--config=<path>` on the API's command line, if any.
 *
 * @throws {ApiConfigError} when `--config` has no path after it.
 *
 * @example
 * readConfigArgument(['--config', 'portico.config.json']) // 'portico.config.json'
 */
export function readConfigArgument(args: readonly string[]): string | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg.startsWith('--config=')) return nonEmpty(arg.slice('--config='.length))
    if (arg === '--config') return nonEmpty(args[index + 1])
  }
  return undefined
}

function nonEmpty(path: string | undefined): string {
  if (!path || path.startsWith('--')) {
    throw new ApiConfigError(
      '--config needs the path of a portico.config.json, e.g. --config ./portico.config.json',
    )
  }
  return path
}
