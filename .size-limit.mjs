// Size budgets of @portico/react (issue 5), weighed on the code-split build `npm test` makes with
// packages/react/vite.size.config.ts. React and React DOM are the host's and are not counted.
//   host page: what loads with the page (the button and its renderer, the stores, core): at most 30 KB gzip.
//   modal shell + Connect view: what the first open() adds on top: at most 60 KB gzip.
import { readFileSync } from 'node:fs'

const dir = 'packages/react/.size'
const manifest = JSON.parse(readFileSync(`${dir}/.vite/manifest.json`, 'utf8'))

/** Every file a chunk needs before it runs: itself, its CSS and its static imports, recursively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in ${dir}/.vite/manifest.json`)
  if (seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const css of chunk.css ?? []) seen.add(css)
  for (const imported of chunk.imports ?? []) closure(imported, seen)
  return seen
}

// The button elements load their React renderer as soon as one is on the page, so it counts as host page.
const hostPage = closure('src/index.ts', closure('src/elements/buttonRenderer.tsx'))
const modal = new Set([
  ...closure('src/modal/mountModal.tsx'),
  ...closure('src/views/Connect/ConnectView.tsx'),
])
for (const file of hostPage) modal.delete(file)

const paths = (files) => [...files].map((file) => `${dir}/${file}`)

export default [
  { name: 'host page: button and stores', path: paths(hostPage), limit: '30 KB', gzip: true },
  { name: 'modal shell + Connect view (on first open)', path: paths(modal), limit: '60 KB', gzip: true },
]
