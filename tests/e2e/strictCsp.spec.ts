import { expect, test } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { e2eStack } from './e2eStack.ts'
import { waitForSettled } from './waitForSettled.ts'

// docs/content-security-policy.md: the modal works under a policy without 'unsafe-inline'. This builds the
// demo for production (the dev server injects <style> tags, which such a policy forbids), serves it with the
// documented header, and checks that opening the modal breaks no rule.

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

let server: Server | undefined
let origin = ''
// The production build it serves (~3 MB), removed once the file has run.
const outDir = join(tmpdir(), `portico-demo-csp-${process.pid}`)

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const { apiUrl, rpcUrl } = e2eStack()
  const build = spawnSync(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', 'apps/demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, VITE_PORTICO_API_URL: apiUrl, VITE_PORTICO_RPC_31337: rpcUrl },
    },
  )
  if (build.status !== 0) throw new Error(`building the demo failed:\n${build.stdout}\n${build.stderr}`)
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${apiUrl}`,
    `connect-src 'self' ${apiUrl} ${rpcUrl}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ')
  server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://localhost').pathname).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    const file = join(outDir, path === '/' ? 'index.html' : path)
    try {
      const body = await readFile(file)
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-security-policy': policy,
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await rm(outDir, { recursive: true, force: true })
})

test('the modal opens under a strict Content-Security-Policy without violations', async ({
  page,
}, testInfo) => {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ;(window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  // The demo page: the button element styles its shadow root with a constructed stylesheet (CSSOM).
  await page.goto(`${origin}/`)
  const connect = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connect).toHaveCSS('cursor', 'pointer')
  await connect.click()
  await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()

  for (const view of ['Connect', 'Account', 'Swap', 'Receive']) {
    await page.goto(`${origin}/gallery.html?view=${view}&theme=light`)
    await expect(page.locator('body')).toHaveAttribute('data-gallery-ready', view)
    await expect(page.locator('.portico-view')).toBeVisible()
    await waitForSettled(page)
    // The stylesheet applied: the modal is its designed 360 px wide.
    expect(
      await page.locator('.portico-modal').evaluate((modal) => modal.getBoundingClientRect().width),
    ).toBe(360)
  }
  const screenshot = testInfo.outputPath('receive-under-csp.png')
  await page.screenshot({ path: screenshot })
  await testInfo.attach('receive-under-csp', { path: screenshot, contentType: 'image/png' })
  expect(violations).toEqual([])
})
