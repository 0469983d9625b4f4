import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Metafile } from 'esbuild'
import { version as esbuildVersion } from 'esbuild'

/** node_modules/.cache/portico-secure-site-frame at the repository root (dropped with node_modules). */
export const defaultFrameCacheDir = fileURLToPath(
  new URL('../../../../node_modules/.cache/portico-secure-site-frame/', import.meta.url),
)

/** The file the frame is bundled by: its text holds the build options, so it is part of every key. */
const bundlerSource = fileURLToPath(new URL('./buildFrameBundle.ts', import.meta.url))

/**
 * A frame script kept on disk with everything that decided it. Stale is a security defect (an old frame would
 * sign for a user), so a read checks all of it: the content of every file esbuild read, the package.json and
 * tsconfig files that told it how to resolve and compile them, and the names in each folder it resolved in
 * (a new `x.tsx` beside `x.ts`, a new nested node_modules).
 */
interface FrameScriptCacheEntry {
  /** How frames are bundled: esbuild's version and the bundler's own text. */
  key: string
  /** SHA-256 of each file, by absolute path ('absent' for one that did not exist). */
  files: Record<string, string>
  /** SHA-256 of each folder's sorted entry names, by absolute path ('absent' for one that did not exist). */
  folders: Record<string, string>
  /** The minified script. */
  script: string
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('base64url')

function fileHash(path: string): string {
  try {
    return sha256(readFileSync(path))
  } catch {
    return 'absent'
  }
}

function folderHash(path: string): string {
  try {
    return sha256(readdirSync(path).sort().join('\n'))
  } catch {
    return 'absent'
  }
}

const bundleKey = () => sha256(`esbuild ${esbuildVersion}\n${readFileSync(bundlerSource, 'utf8')}`)

const entryPath = (cacheDir: string, frameDir: string) =>
  join(cacheDir, `frame-${sha256(resolve(frameDir)).slice(0, 16)}.json`)

/** Every folder from `dir` up to the file system's root. */
function foldersUp(dir: string): string[] {
  const folders: string[] = []
  for (let current = dir; ; current = dirname(current)) {
    folders.push(current)
    if (dirname(current) === current) return folders
  }
}

const CONFIG_FILES = ['package.json', 'tsconfig.json', 'tsconfig.base.json', 'jsconfig.json']

/** What decided a build whose esbuild metafile is `metafile` (paths in it relative to `workingDir`). */
function inputsOf(metafile: Metafile, workingDir: string): Pick<FrameScriptCacheEntry, 'files' | 'folders'> {
  const sources = Object.keys(metafile.inputs)
    .filter((path) => !/^[a-z-]+:/.test(path)) // esbuild's own namespaces (e.g. `(disabled):`)
    .map((path) => resolve(workingDir, path))
  const files = new Set([...sources, bundlerSource])
  const folders = new Set<string>()
  for (const source of sources) {
    const scope = source.split(sep).find((part) => part.startsWith('@'))
    for (const folder of foldersUp(dirname(source))) {
      for (const name of CONFIG_FILES) files.add(join(folder, name))
      folders.add(join(folder, 'node_modules'))
      if (scope) folders.add(join(folder, 'node_modules', scope))
    }
    folders.add(dirname(source))
  }
  return {
    files: Object.fromEntries([...files].sort().map((path) => [path, fileHash(path)])),
    folders: Object.fromEntries([...folders].sort().map((path) => [path, folderHash(path)])),
  }
}

/**
 * The frame script cached for `frameDir` when everything it was built from is as it was, else undefined.
 *
 * @example
 * const script = readCachedFrameScript({ frameDir, cacheDir: defaultFrameCacheDir }) ?? (await bundle())
 */
export function readCachedFrameScript({
  frameDir,
  cacheDir,
}: {
  frameDir: string
  cacheDir: string
}): string | undefined {
  let entry: FrameScriptCacheEntry
  try {
    entry = JSON.parse(readFileSync(entryPath(cacheDir, frameDir), 'utf8')) as FrameScriptCacheEntry
  } catch {
    return undefined // none yet, or unreadable: bundle again
  }
  if (entry.key !== bundleKey()) return undefined
  const same =
    Object.entries(entry.files).every(([path, hash]) => fileHash(path) === hash) &&
    Object.entries(entry.folders).every(([path, hash]) => folderHash(path) === hash)
  return same ? entry.script : undefined
}

/** True when `path` was changed at or after `since` (ms since the epoch). */
function changedSince(path: string, since: number): boolean {
  try {
    return statSync(path).mtimeMs >= since
  } catch {
    return false
  }
}

/**
 * Keeps `script`, bundled from `frameDir` by a build that started at `startedAt` and whose metafile is
 * `metafile`, for the next start. Returns false, keeping nothing, when an input changed while it was bundled:
 * the hashes taken now might not be what esbuild read. Written through a temporary file and a rename, so a
 * process starting at the same moment reads all or nothing.
 *
 * @example
 * writeCachedFrameScript({ frameDir, cacheDir, script, metafile, workingDir: process.cwd(), startedAt })
 */
export function writeCachedFrameScript({
  frameDir,
  cacheDir,
  script,
  metafile,
  workingDir,
  startedAt,
}: {
  frameDir: string
  cacheDir: string
  script: string
  metafile: Metafile
  workingDir: string
  startedAt: number
}): boolean {
  const inputs = inputsOf(metafile, workingDir)
  const paths = [...Object.keys(inputs.files), ...Object.keys(inputs.folders)]
  if (paths.some((path) => changedSince(path, startedAt))) return false
  const entry: FrameScriptCacheEntry = { key: bundleKey(), ...inputs, script }
  const path = entryPath(cacheDir, frameDir)
  if (!existsSync(cacheDir)) mkdirSync(cacheDir, { recursive: true })
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  writeFileSync(temporary, JSON.stringify(entry))
  renameSync(temporary, path)
  return true
}
