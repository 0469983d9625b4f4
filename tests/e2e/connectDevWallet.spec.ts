import { expect, test } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatUnits,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatBalance, truncateAddress } from '@portico/common'
import { devnetAccounts, devnetContracts } from '@portico/devnet/manifest'
import { e2eStack } from './e2eStack.ts'

const walletAccount = devnetAccounts[1]! // the account the Portico Dev Wallet holds

test('connects the Portico Dev Wallet and shows its real devnet balance', async ({ page }, testInfo) => {
  const { demoUrl, rpcUrl } = e2eStack()
  // Move an odd amount in first, so the balance shown cannot be a round default.
  const sender = createWalletClient({
    account: privateKeyToAccount(devnetAccounts[2]!.privateKey),
    transport: http(rpcUrl),
  })
  const client = createPublicClient({ transport: http(rpcUrl) })
  const amount = parseEther(`1.${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`)
  const hash = await sender.sendTransaction({ to: walletAccount.address, value: amount, chain: null })
  await client.waitForTransactionReceipt({ hash })

  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /Portico Dev Wallet/ }).click()

  await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(walletAccount.address, 4, 6))
  const onChain = await client.getBalance({ address: walletAccount.address })
  await expect(page.getByTestId('account-balance')).toHaveText(
    `${formatBalance(formatUnits(onChain, 18))} ETH`,
  )

  const screenshot = testInfo.outputPath('account-view.png')
  await page.screenshot({ path: screenshot })
  await testInfo.attach('account-view', { path: screenshot, contentType: 'image/png' })

  // Escape closes the dialog and focus returns to the button (inside <appkit-button>'s shadow root), which
  // now shows the account; the live region said so while the dialog was open.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const accountButton = page.getByTestId('account-button')
  await expect(accountButton).toBeFocused()
  await expect(accountButton).toContainText(truncateAddress(walletAccount.address, 4, 6))
  // The adopted stylesheet styles the button inside the shadow root.
  await expect(accountButton).toHaveCSS('cursor', 'pointer')
})

test('the Tokens tab lists what the account holds on chain: ETH and PUSD with their quantities and USD values', async ({
  page,
}) => {
  const { demoUrl, rpcUrl } = e2eStack()
  const client = createPublicClient({ transport: http(rpcUrl) })
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const clickedAt = Date.now()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Account' })
  await expect(dialog.getByRole('tab', { name: 'Tokens' })).toHaveAttribute('aria-selected', 'true')

  const [ether, pusd] = await Promise.all([
    client.getBalance({ address: walletAccount.address }),
    client.readContract({
      address: devnetContracts.usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [walletAccount.address],
    }),
  ])
  expect(pusd).toBeGreaterThan(0n)
  const rows = dialog.getByRole('listitem').filter({ hasText: /ETH|PUSD/ })
  const etherRow = rows.filter({ hasText: `${formatBalance(formatUnits(ether, 18))} ETH` })
  const pusdRow = rows.filter({ hasText: `${formatBalance(formatUnits(pusd, 6))} PUSD` })
  await expect(etherRow).toHaveCount(1)
  await expect(pusdRow).toHaveCount(1)
  console.log(`Tokens tab: ETH and PUSD rows shown ${Date.now() - clickedAt} ms after the wallet was picked`)
  // PUSD is the devnet's dollar: its USD value is its quantity, as the API prices it.
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
  await expect(pusdRow).toContainText(usd.format(Number(formatUnits(pusd, 6))))
})

test('lists another injected wallet beside the dev wallet (EIP-6963)', async ({ page }) => {
  const { demoUrl } = e2eStack()
  // FakeExtensionWallet: a stand-in for a user's real extension, which cannot be installed here. It only
  // announces itself; the test checks discovery, not its behaviour.
  await page.addInitScript(() => {
    const detail = Object.freeze({
      info: {
        uuid: 'c2f0a1de-0000-4000-8000-000000000001',
        name: 'FakeExtensionWallet',
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        rdns: 'test.fake-extension',
      },
      provider: {
        request: async () => {
          throw Object.assign(new Error('not a real wallet'), { code: 4200 })
        },
        on() {},
        removeListener() {},
      },
    })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
  await expect(dialog.getByRole('button', { name: /Portico Dev Wallet/ })).toBeVisible()
  await expect(dialog.getByRole('button', { name: /FakeExtensionWallet/ })).toBeVisible()
})

test('runs on the wagmi adapter (?adapter=wagmi): connects the dev wallet, and the demo panel signs', async ({
  page,
}) => {
  const { demoUrl } = e2eStack()
  const url = new URL(demoUrl)
  url.searchParams.set('adapter', 'wagmi')
  await page.goto(url.href)
  await expect(page.getByTestId('demo-adapter')).toHaveText('Running on wagmi (@portico/adapter-wagmi)')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(walletAccount.address, 4, 6))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The demo's own panel asks the connected wallet through useAppKitProvider, as on core's connection.
  await page.getByRole('button', { name: 'Sign message' }).click()
  const signature = page.getByTestId('demo-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const valid = await verifyMessage({
    address: walletAccount.address,
    message: 'Hello from the Portico demo',
    signature: (await signature.textContent()) as `0x${string}`,
  })
  expect(valid).toBe(true)
})
