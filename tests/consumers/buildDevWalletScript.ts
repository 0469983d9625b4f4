import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import type { InstallDevWalletOptions } from '@portico/wallet'

const entry = fileURLToPath(new URL('./devWallet/contentScript.ts', import.meta.url))

/**
 * Builds the Portico Dev Wallet (apps/wallet) into one self-contained classic script, the way a wallet
 * extension ships its content script, and returns its code. A page gets it through Playwright's
 * `addInitScript` (see {@link devWalletInitScript}), before any of its own code runs.
 *
 * @example
 * writeFileSync('dev-wallet.js', await buildDevWalletScript())
 */
export async function buildDevWalletScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'porticoDevWallet', fileName: 'dev-wallet' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk') throw new Error('the dev wallet build produced no script')
  return chunk.code
}

/**
 * The init script that puts the dev wallet on a page: its options (RPC URLs, which devnet account it holds),
 * then the built wallet.
 *
 * @example
 * const content = devWalletInitScript(code, { rpcUrls: { 31337: 'http://127.0.0.1:28545' }, accountIndex: 3 })
 * await page.addInitScript({ content })
 */
export function devWalletInitScript(code: string, options: InstallDevWalletOptions): string {
  return `globalThis.__porticoDevWallet = ${JSON.stringify(options)};\n${code}`
}
