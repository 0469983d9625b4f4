import { expect, test } from '@playwright/test'
import jsQR from 'jsqr'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { selectDevWalletAccount } from './devWalletAccount.ts'
import { e2eStack } from './e2eStack.ts'

// The Receive view end to end: the dev wallet holds a key made for this test, and the view's QR code — decoded
// from a screenshot of it — carries that address; Copy puts it on the clipboard; the app's networks are named.
test('Receive shows the address as a QR code that decodes to it, copies it and names the networks', async ({
  page,
  context,
}, testInfo) => {
  const { demoUrl } = e2eStack()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demoUrl })
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)

  await page.goto(demoUrl)
  // The app has started (and with it the dev wallet's content script) before the wallet changes account.
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(await selectDevWalletAccount(page, privateKey)).toBe(address)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveAttribute('title', address)

  const started = Date.now()
  await account
    .getByRole('group', { name: 'Wallet actions' })
    .getByRole('button', { name: 'Receive' })
    .click()
  const receive = page.getByRole('dialog', { name: 'Receive' })
  const qr = receive.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  const shownAt = Date.now()
  await expect(receive.getByTestId('receive-address')).toHaveAttribute('title', address)
  const screenshot = testInfo.outputPath('receive.png')
  await page.screenshot({ path: screenshot })
  await testInfo.attach('receive', { path: screenshot, contentType: 'image/png' })

  // The QR code as drawn: a screenshot of it, turned into pixels by a blank page's canvas, read by jsQR.
  const png = (await qr.screenshot()).toString('base64')
  const scratch = await context.newPage()
  const pixels = await scratch.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const drawing = canvas.getContext('2d')!
    drawing.drawImage(bitmap, 0, 0)
    const { data } = drawing.getImageData(0, 0, bitmap.width, bitmap.height)
    let binary = ''
    for (const byte of data) binary += String.fromCharCode(byte)
    return { width: bitmap.width, height: bitmap.height, rgba: btoa(binary) }
  }, png)
  await scratch.close()
  const decoded = jsQR(new Uint8ClampedArray(Buffer.from(pixels.rgba, 'base64')), pixels.width, pixels.height)
  expect(decoded?.data).toBe(address)
  const decodedAt = Date.now()

  // Copy: the clipboard holds the full address, and the button says so.
  await receive.getByRole('button', { name: 'Copy address' }).click()
  await expect(receive.getByRole('status').filter({ hasText: 'Address copied' })).toHaveCount(1)
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)

  // The networks the address receives on: the demo's two EVM devnets, by name.
  const networks = receive.getByRole('list', { name: 'Networks this address works on' })
  await expect(networks.getByRole('listitem')).toHaveCount(2)
  await expect(networks.getByRole('listitem')).toContainText(['Portico Devnet', 'Portico Devnet Two'])
  console.log(
    `receive: Receive click → QR shown ${shownAt - started} ms, → QR decoded ${decodedAt - started} ms, → copied ${Date.now() - started} ms`,
  )
})
