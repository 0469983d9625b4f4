// Which files of the Vite consumer's production build (apps/vite-react19) a page loads, read from its Vite
// manifest: shared by .size-limit.mjs (the budgets) and firstLoadByPackage.ts (the per-package figures).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ dist: string, react: string[], firstLoad: string[], modal: string[] }} ConsumerBundle
 */

/**
 * Every file a chunk needs before it runs: itself, its CSS and its static imports, recursively.
 * @param {Manifest} manifest @param {string} key @param {Set<string>} [seen] @returns {Set<string>}
 */
export function chunkClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the build's manifest`)
  if (seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const css of chunk.css ?? []) seen.add(css)
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, seen)
  return seen
}

/**
 * The manifest key of the chunk built from a file of a package's dist, e.g. `@portico/react` and `mountModal`
 * for node_modules/@portico/react/dist/mountModal-3QcNf8cC.js (the hash changes with every build).
 * @param {Manifest} manifest @param {string} packageName @param {string} module @returns {string}
 */
export function packageChunkKey(manifest, packageName, module) {
  const pattern = new RegExp(`node_modules/${packageName}/dist/(?:[\\w-]+/)*${module}(-[\\w-]+)?\\.js$`)
  const keys = Object.keys(manifest).filter((key) => pattern.test(key))
  if (keys.length !== 1) {
    throw new Error(`expected one chunk for ${packageName}'s ${module} in the manifest, found ${keys.length}`)
  }
  return /** @type {string} */ (keys[0])
}

/**
 * Splits the build of a consumer app into what the page loads (the entry, and the button renderer the
 * elements load as soon as one is on the page), what the first open() adds (the modal shell with the Connect
 * view in it), and React's own chunk, which is the host's and counted in neither.
 * @param {Manifest} manifest @param {string} dist @returns {ConsumerBundle}
 */
export function splitConsumerBundle(manifest, dist) {
  const react = Object.values(manifest)
    .filter((chunk) => /(^|\/)react-[\w-]+\.js$/.test(chunk.file))
    .map((chunk) => chunk.file)
  if (react.length !== 1) throw new Error(`expected React in one chunk of its own, found ${react.length}`)
  const firstLoad = chunkClosure(manifest, 'index.html')
  chunkClosure(manifest, packageChunkKey(manifest, '@portico/react', 'buttonRenderer'), firstLoad)
  // The Connect view is part of the modal's chunk (issue 19: it draws in the modal's first frame).
  const modal = chunkClosure(manifest, packageChunkKey(manifest, '@portico/react', 'mountModal'))
  for (const file of [...react, ...firstLoad]) modal.delete(file)
  for (const file of react) firstLoad.delete(file)
  return { dist, react, firstLoad: [...firstLoad], modal: [...modal] }
}

/**
 * Reads the manifest of a built consumer app (its `dist/.vite/manifest.json`) and splits it.
 * @param {string} appDir @returns {ConsumerBundle}
 * @example
 * const { firstLoad } = readConsumerBundle('/tmp/portico-consumers-x/vite-react19')
 */
export function readConsumerBundle(appDir) {
  const dist = join(appDir, 'dist')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))
  return splitConsumerBundle(manifest, dist)
}
