import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { devnetAccounts } from '@portico/devnet/manifest'
import { walletAccountIndex } from './consumerAccounts.ts'
import { selectedConsumerApps } from './consumerApps.ts'
import { connectDevWallet, fundWallet, stackUrl, watchConsole } from './consumerPage.ts'
import { readConsumerRun } from './consumerRun.ts'
import { appUrlVariable } from './startConsumers.ts'

const run = readConsumerRun()

// The apps of issue 15; those on a chain library (issue 17) are driven by evmLibraryApps.spec.ts.
for (const app of selectedConsumerApps().filter((candidate) => !candidate.library)) {
  test(`${app.title}: connects the Portico Dev Wallet and shows its real devnet balance`, async ({
    page,
  }, testInfo) => {
    const rpcUrl = stackUrl('PORTICO_CONSUMER_RPC_31337')
    const messages = watchConsole(page)
    const { address } = devnetAccounts[walletAccountIndex[app.name]]!
    await fundWallet(rpcUrl, address)
    const balance = await connectDevWallet(page, app, rpcUrl, address)
    console.log(`[consumers] ${app.name}: shows ${balance}`)
    if (app.name === 'vite-react18') {
      await expect(page.getByTestId('hook-address')).toHaveText(address)
    }
    const screenshot = testInfo.outputPath(`${app.name}.png`)
    await page.screenshot({ path: screenshot })
    await testInfo.attach(app.name, { path: screenshot, contentType: 'image/png' })
    // §15: hydration (Next.js) and every app's start log nothing but what they must.
    const allowed =
      app.name === 'next-app-router' ? [] : messages.filter((line) => line.startsWith('warning:'))
    for (const warning of allowed) console.log(`[consumers] ${app.name} logged ${warning}`)
    expect(messages.filter((line) => !allowed.includes(line))).toEqual([])
  })
}

// Declared only when the Next.js app was made (always, unless PORTICO_CONSUMERS_APPS chose other apps).
if (selectedConsumerApps().some((app) => app.name === 'next-app-router')) {
  test('Next.js App Router: the server renders the page with the button, touching no window', async ({
    request,
  }, testInfo) => {
    const response = await request.get(stackUrl(appUrlVariable('next-app-router')), {
      headers: { accept: 'text/html' },
    })
    expect(response.status()).toBe(200)
    const html = await response.text()
    const button = html.match(/<appkit-button[\s\S]*?<\/appkit-button>/)?.[0]
    expect(button, 'the server HTML holds <appkit-button>').toBeDefined()
    console.log(`[consumers] next-app-router server HTML for the button: ${button}`)
    writeFileSync(join(run.root, 'next-button.html'), `${button}\n`)
    await testInfo.attach('server-rendered button', { body: button!, contentType: 'text/html' })
    // A server render that read `window` or `document` fails the request and `next start` logs it (⨯ …).
    const serverLog = readFileSync(stackUrl('PORTICO_CONSUMER_NEXT_LOG'), 'utf8')
    expect(serverLog).not.toMatch(/⨯|window is not defined|document is not defined|Error:/)
  })
}
