import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

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

/**
 * Bundles `frame/main.tsx` (React and the frame protocol included) for the browser, in memory, and reads
 * `frame/frame.css`. A frame folder without `main.tsx` is `missing`, not an error: the page says so.
 *
 * @example
 * const bundle = await buildFrameBundle()
 */
export async function buildFrameBundle(frameDir = defaultFrameDir): Promise<FrameBundle> {
  const entry = join(frameDir, 'main.tsx')
  if (!existsSync(entry)) return { kind: 'missing', reason: `${entry} does not exist yet` }
  let js: string
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
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
    js = result.outputFiles[0]?.text ?? ''
  } catch (error) {
    throw new FrameBuildError(`Could not bundle ${entry}: ${(error as Error).message}`, { cause: error })
  }
  const cssPath = join(frameDir, 'frame.css')
  const css = existsSync(cssPath) ? readFileSync(cssPath, 'utf8') : ''
  return { kind: 'ready', js: asset(js), css: asset(css) }
}
