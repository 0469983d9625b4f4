import { expect, test } from '@playwright/test'
import type { Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEMO_PROJECT_ID } from '../../scripts/stack/stackServices.ts'
import { selectDevWalletAccount } from './devWalletAccount.ts'
import { e2eStack } from './e2eStack.ts'
import { openDemo } from './openDemo.ts'
import { logInWithEmail } from './embeddedWalletSteps.ts'

// §4 name registration from the Account view: suggestions from the API, the signature from the connected
// wallet, RegisterAccountNameSuccess, and the name in the Account view; the API then resolves the name.

const DEVNET_COIN_TYPE = (0x80000000 | 31337) >>> 0 // §5, ENSIP-11: the devnet's chain id
const uniqueLabel = (prefix: string) => `${prefix}-${Date.now().toString(36)}`

// A page that fails to start says why in the test's output.
test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`))
})

/** Registers `name` for a fresh key straight through the API, as another person's wallet would. */
async function registerForSomeoneElse(apiUrl: string, demoUrl: string, name: string): Promise<void> {
  const someone = privateKeyToAccount(generatePrivateKey())
  const query = `projectId=${DEMO_PROJECT_ID}`
  const headers = { 'content-type': 'application/json', origin: new URL(demoUrl).origin }
  const nonceResponse = await fetch(`${apiUrl}/v1/profile/nonce?${query}`, {
    method: 'POST',
    headers,
    body: '{}',
  })
  expect(nonceResponse.status).toBe(200)
  const { nonce, service } = (await nonceResponse.json()) as { nonce: string; service: string }
  const message = JSON.stringify({
    name,
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    service,
    coinType: DEVNET_COIN_TYPE,
    nonce,
  })
  const response = await fetch(`${apiUrl}/v1/profile/account?${query}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      coin_type: DEVNET_COIN_TYPE,
      address: someone.address,
      message,
      signature: await someone.signMessage({ message }),
    }),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

/** The address the API resolves `name` to on the devnet's coin type. */
async function resolveName(apiUrl: string, name: string): Promise<Address | undefined> {
  const response = await fetch(
    `${apiUrl}/v1/profile/account/${name}?projectId=${DEMO_PROJECT_ID}&apiVersion=2`,
  )
  if (!response.ok) return undefined
  const body = (await response.json()) as { addresses: Record<string, { address: Address }> }
  return body.addresses[String(DEVNET_COIN_TYPE)]?.address
}

test('Names: an injected wallet’s fresh account chooses a name from the Account view, signs, and shows it', async ({
  page,
}, testInfo) => {
  const { demoUrl, apiUrl } = e2eStack()
  const privateKey = generatePrivateKey()
  const owner = privateKeyToAccount(privateKey)
  const takenLabel = uniqueLabel('taken')
  await registerForSomeoneElse(apiUrl, demoUrl, `${takenLabel}.reown.id`)

  const connect = await openDemo(page, demoUrl)
  await selectDevWalletAccount(page, privateKey)
  await connect.click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveAttribute('title', owner.address)

  await account.getByRole('button', { name: 'Choose name' }).click()
  const choose = page.getByRole('dialog', { name: 'Choose Name' })
  const field = choose.getByLabel('Name', { exact: true })
  const register = choose.getByRole('button', { name: 'Register name' })
  await expect(register).toBeDisabled()

  // §5: too short is refused before any request.
  await field.fill('ab')
  await expect(choose.getByText('Use at least 4 letters, digits or hyphens.')).toBeVisible()
  await expect(register).toBeDisabled()

  // A name someone else holds: taken, with free variants the API suggests.
  let started = Date.now()
  await field.fill(takenLabel)
  await expect(choose.getByText('This name is taken.')).toBeVisible()
  console.log(`names: typing a taken name → 'This name is taken.' in ${Date.now() - started} ms`)
  await expect(register).toBeDisabled()
  const suggestions = choose.getByRole('list', { name: 'Available names' }).getByRole('button')
  await expect(suggestions).toHaveCount(4)
  await expect(suggestions.first()).toHaveText(`${takenLabel}1.reown.id`)
  const takenShot = testInfo.outputPath('names-taken.png')
  await page.screenshot({ path: takenShot })
  await testInfo.attach('names-taken', { path: takenShot, contentType: 'image/png' })

  // Picking a suggestion makes it the name, free to register.
  await suggestions.first().click()
  await expect(field).toHaveValue(`${takenLabel}1`)
  await expect(choose.getByText(`${takenLabel}1.reown.id is available.`)).toBeVisible()

  // A free name of one's own: available, registered with the dev wallet's signature.
  const label = uniqueLabel('pal')
  const name = `${label}.reown.id`
  await field.fill(label)
  await expect(choose.getByText(`${name} is available.`)).toBeVisible()
  await expect(register).toBeEnabled()
  const formShot = testInfo.outputPath('names-available.png')
  await page.screenshot({ path: formShot })
  await testInfo.attach('names-available', { path: formShot, contentType: 'image/png' })

  started = Date.now()
  await register.click()
  const success = page.getByRole('dialog', { name: 'Name Registered' })
  await expect(success.getByText('Your name is ready')).toBeVisible()
  console.log(`names: Register name click → RegisterAccountNameSuccess in ${Date.now() - started} ms`)
  await expect(success.getByText(`Your account is now known as ${name}.`)).toBeVisible()
  const successShot = testInfo.outputPath('names-success.png')
  await page.screenshot({ path: successShot })
  await testInfo.attach('names-success', { path: successShot, contentType: 'image/png' })

  // The API holds it for this address (the signature was the dev wallet's), and the Account view shows it.
  expect(await resolveName(apiUrl, name)).toBe(owner.address)
  await success.getByRole('button', { name: 'Go to account' }).click()
  await expect(account.getByTestId('account-address')).toHaveText(name)
  await expect(account.getByRole('button', { name: 'Choose name' })).toHaveCount(0)
  const accountShot = testInfo.outputPath('names-account.png')
  await page.screenshot({ path: accountShot })
  await testInfo.attach('names-account', { path: accountShot, contentType: 'image/png' })
})

test('Names: the embedded wallet’s account is offered Choose name too', async ({ page }, testInfo) => {
  test.setTimeout(120_000)
  const { demoUrl } = e2eStack()
  await openDemo(page, demoUrl)
  await logInWithEmail(page, `names-${Date.now()}@example.test`)
  const account = page.getByRole('dialog', { name: 'Account' })
  await account.getByRole('button', { name: 'Choose name' }).click()
  const choose = page.getByRole('dialog', { name: 'Choose Name' })
  const label = uniqueLabel('mail')
  await choose.getByLabel('Name', { exact: true }).fill(label)
  await expect(choose.getByText(`${label}.reown.id is available.`)).toBeVisible()
  await expect(choose.getByRole('button', { name: 'Register name' })).toBeEnabled()
  const shot = testInfo.outputPath('names-embedded.png')
  await page.screenshot({ path: shot })
  await testInfo.attach('names-embedded', { path: shot, contentType: 'image/png' })
})
