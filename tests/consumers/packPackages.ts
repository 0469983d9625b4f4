import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** A workspace a host app installs: one that is not `private`. */
export interface PublishableWorkspace {
  name: string
  dir: string
}

/** One `npm pack` tarball. */
export interface PackedPackage {
  name: string
  version: string
  /** Absolute path of the tarball. */
  tarball: string
  /** Bytes of the .tgz (what `npm install` downloads). */
  size: number
  /** Bytes once unpacked. */
  unpackedSize: number
  /** Files in the tarball. */
  entryCount: number
}

interface WorkspaceManifest {
  name?: string
  private?: boolean
}

/**
 * The root's workspaces that are published (every one without `"private": true`), in the root's order.
 *
 * @example
 * publishableWorkspaces('/work/main') // [{ name: '@portico/common', dir: '/work/main/packages/common' }, …]
 */
export function publishableWorkspaces(repoRoot: string): PublishableWorkspace[] {
  const root = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { workspaces?: string[] }
  return (root.workspaces ?? []).flatMap((workspace) => {
    const dir = resolve(repoRoot, workspace)
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as WorkspaceManifest
    return manifest.private === true || !manifest.name ? [] : [{ name: manifest.name, dir }]
  })
}

interface NpmPackEntry {
  name: string
  version: string
  filename: string
  size: number
  unpackedSize: number
  entryCount: number
}

/** The JSON array `npm pack --json` prints, found after whatever a lifecycle script printed before it. */
export function parseNpmPackOutput(stdout: string): NpmPackEntry[] {
  const start = stdout.search(/^\[/m)
  if (start < 0) throw new Error(`npm pack printed no JSON:\n${stdout.slice(-2_000)}`)
  return JSON.parse(stdout.slice(start)) as NpmPackEntry[]
}

/**
 * Packs every publishable workspace with one `npm pack` into `destination`, as `npm publish` would pack
 * them, and describes each tarball.
 *
 * @throws when no workspace is publishable, or npm pack fails.
 *
 * @example
 * const packed = await packPackages(repoRoot, '/tmp/portico-consumers-x/tarballs')
 * packed[0] // { name: '@portico/common', version: '0.1.0', tarball: '/tmp/…/portico-common-0.1.0.tgz', size: 61234, … }
 */
export async function packPackages(repoRoot: string, destination: string): Promise<PackedPackage[]> {
  const workspaces = publishableWorkspaces(repoRoot)
  if (workspaces.length === 0) {
    throw new Error('no publishable package: every workspace in package.json is "private": true')
  }
  const args = ['pack', '--json', '--pack-destination', destination]
  for (const workspace of workspaces) args.push('--workspace', workspace.dir)
  const child = spawn('npm', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const code = await new Promise<number | null>((resolveExit, reject) => {
    child.once('error', reject)
    child.once('close', resolveExit)
  })
  if (code !== 0) throw new Error(`npm pack exited ${code}:\n${stderr.slice(-4_000)}`)
  return parseNpmPackOutput(stdout).map((entry) => ({
    name: entry.name,
    version: entry.version,
    tarball: join(destination, entry.filename),
    size: entry.size,
    unpackedSize: entry.unpackedSize,
    entryCount: entry.entryCount,
  }))
}
