import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/** Where anvil comes from: the platform package @foundry-rs/anvil installs, and its version. */
export interface AnvilBinary {
  path: string
  version: string
}

const archNames: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' }

let found: AnvilBinary | undefined

/**
 * Finds the anvil executable in the @foundry-rs/anvil-<platform>-<arch> package for this machine.
 *
 * @example
 * spawn(anvilBinary().path, ['--port', '0'])
 */
export function anvilBinary(): AnvilBinary {
  if (found) return found
  const arch = archNames[process.arch]
  const packageName = `@foundry-rs/anvil-${process.platform}-${arch ?? process.arch}`
  const executable = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  // Resolve from @foundry-rs/anvil, whose optional dependency the platform package is.
  const fromWrapper = createRequire(require.resolve('@foundry-rs/anvil/package.json'))
  let manifestPath: string
  try {
    manifestPath = fromWrapper.resolve(`${packageName}/package.json`)
  } catch (cause) {
    throw new Error(
      `anvil is not installed for ${process.platform}/${process.arch}: ${packageName} is missing ` +
        `(run npm install --workspace services/devnet)`,
      { cause },
    )
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }
  found = { path: fromWrapper.resolve(`${packageName}/bin/${executable}`), version: manifest.version }
  return found
}
