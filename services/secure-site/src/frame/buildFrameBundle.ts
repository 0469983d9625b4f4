import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { readCachedFrameScript, writeCachedFrameScript } from './frameScriptCache.ts'

/** services/secure-site/frame: the iframe page's source, written beside this server. */
export const defaultFrameDir = fileURLToPath(new URL('../../frame/', import.meta.url))

/** One file served from memory with its ETag. */
export interface FrameAsset {
  body: string
  etag: string
}

/** The iframe page's script and style, or why there are none. */
export type FrameBundle =
  { kind: 'ready'; js: FrameAsset; css: FrameAsset } | { kind: 'missing'; reason: string }

/** esbuild could not bundle the frame (a syntax or import error in frame/). */
export class FrameBuildError extends Error {
  override name = 'FrameBuildError'
}

const asset = (body: string): FrameAsset => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
})

/** Where {@link buildFrameBundle} may keep the script it bundled. */
export interface BuildFrameBundleOptions {
  /**
   * A folder to keep the bundled script in, reused while every input is unchanged (`frameScriptCache.ts`);
   * default none: bundled each time.
   */
  cacheDir?: string | undefined
}

/**
 * Bundles `frame/main.tsx` (React and the frame protocol included) for the browser, in memory, and reads
 * `frame/frame.css`. A frame folder without `main.tsx` is `missing`, not an error: the page says so. With
 * `cacheDir`, a script bundled before from the very same inputs is reused (about 0.45 s of esbuild's CPU).
 *
 * @throws {FrameBuildError} when esbuild cannot bundle the frame.
 * @example
 * const bundle = await buildFrameBundle(defaultFrameDir, { cacheDir: defaultFrameCacheDir })
 */
export async function buildFrameBundle(
  frameDir = defaultFrameDir,
  { cacheDir }: BuildFrameBundleOptions = {},
): Promise<FrameBundle> {
  const entry = join(frameDir, 'main.tsx')
  if (!existsSync(entry)) return { kind: 'missing', reason: `${entry} does not exist yet` }
  const js =
    (cacheDir && readCachedFrameScript({ frameDir, cacheDir })) ??
    (await bundleFrameScript(frameDir, cacheDir))
  const cssPath = join(frameDir, 'frame.css')
  const css = existsSync(cssPath) ? readFileSync(cssPath, 'utf8') : ''
  return { kind: 'ready', js: asset(js), css: asset(css) }
}

/** esbuild's bundle of `frame/main.tsx`, kept in `cacheDir` when given. */
async function bundleFrameScript(frameDir: string, cacheDir: string | undefined): Promise<string> {
  const entry = join(frameDir, 'main.tsx')
  const startedAt = Date.now()
  const workingDir = process.cwd()
  let result
  try {
    result = await build({
      entryPoints: [entry],
      absWorkingDir: workingDir,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      jsx: 'automatic',
      // @portico/frame-protocol from its source, like every tool in this repository (docs/adr/0012).
      conditions: ['@portico/source'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    })
  } catch (error) {
    throw new FrameBuildError(`Could not bundle ${entry}: ${(error as Error).message}`, { cause: error })
  }
  const script = result.outputFiles[0]?.text ?? ''
  if (cacheDir) {
    try {
      writeCachedFrameScript({ frameDir, cacheDir, script, metafile: result.metafile, workingDir, startedAt })
    } catch (error) {
      // Only the next start's speed depends on it: the script bundled now is served either way.
      console.warn(`[secure-site] frame script not cached in ${cacheDir}: ${(error as Error).message}`)
    }
  }
  return script
}
