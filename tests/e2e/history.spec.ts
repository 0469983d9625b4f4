import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, createWalletClient, http, parseEther, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { truncateAddress } from '@portico/common'
import { devnetContracts, porticoPalsAbi } from '@portico/devnet/manifest'
import { DEMO_PROJECT_ID } from '../../scripts/stack/stackServices.ts'
import { selectDevWalletAccount } from './devWalletAccount.ts'
import { e2eStack } from './e2eStack.ts'
import { openDemo } from './openDemo.ts'

// The API's history page size (services/api/src/routes/history.ts): one more transaction needs a second page.
const API_PAGE_SIZE = 20
const SENDS = API_PAGE_SIZE + 1
const SPAM_NAME = 'FREE PALS VOUCHER'
const PAL_NAME = `History Pal ${Date.now() % 100_000}`

// A page that fails to start says why in the test's output.
test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`))
})

async function connectDevWallet(page: Page, url: string, privateKey: Hex, address: Address) {
  const connect = await openDemo(page, url)
  await selectDevWalletAccount(page, privateKey)
  await connect.click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByTestId('account-address')).toHaveAttribute('title', address)
  return account
}

/** A Portico Pal minted to `to` by the collection's minter (impersonated on anvil), with `name` as metadata. */
async function mintPal(rpcUrl: string, to: Address, tokenId: bigint, name: string, description: string) {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const minter = await client.readContract({
    address: devnetContracts.nftCollection,
    abi: porticoPalsAbi,
    functionName: 'minter',
  })
  const metadata = JSON.stringify({ name, description, image: '' })
  const uri = `data:application/json;base64,${Buffer.from(metadata).toString('base64')}`
  await client.request({ method: 'anvil_impersonateAccount' as never, params: [minter] as never })
  try {
    const hash = await createWalletClient({ account: minter, transport: http(rpcUrl) }).writeContract({
      address: devnetContracts.nftCollection,
      abi: porticoPalsAbi,
      functionName: 'mint',
      args: [to, tokenId, uri],
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
  } finally {
    await client.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [minter] as never })
  }
}

/** Every page of the account's history as the API serves it, to wait for the indexer. */
async function indexedCount(apiUrl: string, address: Address): Promise<number> {
  let count = 0
  let cursor: string | undefined
  do {
    const url = new URL(`/v1/account/${address}/history`, apiUrl)
    url.searchParams.set('projectId', DEMO_PROJECT_ID)
    url.searchParams.set('chainId', 'eip155:31337')
    if (cursor) url.searchParams.set('cursor', cursor)
    const body = (await (await fetch(url)).json()) as { data: unknown[]; next: string | null }
    count += body.data.length
    cursor = body.next ?? undefined
  } while (cursor)
  return count
}

test('Activity: a fresh account’s own devnet transactions, grouped by month, spam hidden, the second page on scroll', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000)
  const { demoUrl, rpcUrl, apiUrl } = e2eStack()
  const privateKey = generatePrivateKey()
  const owner = privateKeyToAccount(privateKey)
  const client = createPublicClient({ transport: http(rpcUrl) })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [owner.address, toHex(parseEther('10'))] as never,
  })
  // SENDS real transfers out (0.001, 0.002, … ETH to a fresh address), then a Pal and a spam Pal minted in.
  const wallet = createWalletClient({ account: owner, transport: http(rpcUrl) })
  const receiver = privateKeyToAccount(generatePrivateKey()).address
  for (let index = 1; index <= SENDS; index++) {
    const hash = await wallet.sendTransaction({
      to: receiver,
      value: parseEther(`0.${String(index).padStart(3, '0')}`),
      chain: null,
    })
    await client.waitForTransactionReceipt({ hash })
  }
  const tokenBase = BigInt(Date.now()) * 10n
  await mintPal(rpcUrl, owner.address, tokenBase, PAL_NAME, 'Minted for the history test.')
  await mintPal(
    rpcUrl,
    owner.address,
    tokenBase + 1n,
    SPAM_NAME,
    'Claim your airdrop now at pals-rewards.example before it expires!',
  )
  // The API's indexer has every one of them (a state of the API, polled).
  await expect.poll(() => indexedCount(apiUrl, owner.address), { timeout: 30_000 }).toBe(SENDS + 2)

  const cursors: (string | null)[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^\/v1\/account\/[^/]+\/history$/.test(url.pathname)) cursors.push(url.searchParams.get('cursor'))
  })
  const account = await connectDevWallet(page, demoUrl, privateKey, owner.address)
  await expect(account.getByTestId('account-address')).toHaveText(truncateAddress(owner.address, 4, 6))

  // The Activity tab: the newest five, the spam mint hidden, so the Pal comes first; then See all.
  let started = Date.now()
  await account.getByRole('tab', { name: 'Activity' }).click()
  const tabRows = account.getByRole('listitem')
  await expect(tabRows).toHaveCount(5)
  console.log(`history: Activity tab click → 5 rows in ${Date.now() - started} ms`)
  await expect(tabRows.first()).toContainText(`+${PAL_NAME}`)
  await expect(tabRows.nth(1)).toContainText('Sent')
  await expect(tabRows.nth(1)).toContainText(`−0.0${SENDS} ETH`)
  await expect(account.getByText(SPAM_NAME)).toHaveCount(0)
  const tabShot = testInfo.outputPath('activity-tab.png')
  await page.screenshot({ path: tabShot })
  await testInfo.attach('activity-tab', { path: tabShot, contentType: 'image/png' })

  started = Date.now()
  await account.getByRole('button', { name: 'See all activity' }).click()
  const activity = page.getByRole('dialog', { name: 'Activity' })
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date())
  const thisMonth = activity.getByRole('region', { name: month })
  await expect(thisMonth.getByRole('heading', { name: month })).toBeVisible()
  // The first page: 20 transactions, one of them the hidden spam mint.
  await expect(activity.getByRole('listitem')).toHaveCount(API_PAGE_SIZE - 1)
  console.log(`history: See all click → first page (${API_PAGE_SIZE - 1} rows) in ${Date.now() - started} ms`)
  await expect(activity.getByRole('button', { name: 'Load more' })).toBeVisible()
  expect(cursors).toEqual([null]) // the Activity tab's first page, kept for the History view
  const firstPageShot = testInfo.outputPath('history-first-page.png')
  await page.screenshot({ path: firstPageShot })
  await testInfo.attach('history-first-page', { path: firstPageShot, contentType: 'image/png' })

  // Scrolling to the end loads the second page by its cursor: every send and the Pal, nothing more to load.
  started = Date.now()
  // A person's wheel over the list, as far down as it goes.
  await activity.getByRole('listitem').first().hover()
  await page.mouse.wheel(0, 5_000)
  await expect(activity.getByRole('listitem')).toHaveCount(SENDS + 1)
  console.log(`history: scroll to the end → second page (${SENDS + 1} rows) in ${Date.now() - started} ms`)
  await expect(activity.getByRole('button', { name: 'Load more' })).toHaveCount(0)
  expect(cursors).toEqual([null, expect.any(String)])
  await expect(activity.getByRole('listitem').last()).toContainText('−0.001 ETH')
  await expect(activity.getByText(SPAM_NAME)).toHaveCount(0)
  const secondPageShot = testInfo.outputPath('history-second-page.png')
  await page.screenshot({ path: secondPageShot })
  await testInfo.attach('history-second-page', { path: secondPageShot, contentType: 'image/png' })
})

test('Activity: the API failing shows ‘Failed to fetch transactions’ and Try again, which then finds no activity', async ({
  page,
}, testInfo) => {
  const { demoUrl } = e2eStack()
  const privateKey = generatePrivateKey()
  const owner = privateKeyToAccount(privateKey)
  // The one fake here: the API answering 500 to the history request, which a healthy local API never does.
  const isHistoryRequest = (url: URL) => /^\/v1\/account\/[^/]+\/history$/.test(url.pathname)
  const failHistory = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
  await page.route(isHistoryRequest, failHistory)
  const account = await connectDevWallet(page, demoUrl, privateKey, owner.address)

  let started = Date.now()
  await account.getByRole('tab', { name: 'Activity' }).click()
  const alert = account.getByRole('alert')
  await expect(alert).toContainText('Failed to fetch transactions')
  console.log(`history: Activity tab click → error state in ${Date.now() - started} ms`)
  const errorShot = testInfo.outputPath('activity-error.png')
  await page.screenshot({ path: errorShot })
  await testInfo.attach('activity-error', { path: errorShot, contentType: 'image/png' })

  await page.unroute(isHistoryRequest, failHistory)
  started = Date.now()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(account.getByText('No activity yet')).toBeVisible()
  console.log(`history: Try again click → empty state in ${Date.now() - started} ms`)
  await expect(account.getByRole('alert')).toHaveCount(0)
  const emptyShot = testInfo.outputPath('activity-empty.png')
  await page.screenshot({ path: emptyShot })
  await testInfo.attach('activity-empty', { path: emptyShot, contentType: 'image/png' })
})

test('Activity: features.history off (?history=off) leaves no Activity tab', async ({ page }) => {
  const { demoUrl } = e2eStack()
  const privateKey = generatePrivateKey()
  const owner = privateKeyToAccount(privateKey)
  const url = new URL(demoUrl)
  url.searchParams.set('history', 'off')
  const account = await connectDevWallet(page, url.href, privateKey, owner.address)
  const tabs = account.getByRole('tablist', { name: 'Assets' }).getByRole('tab')
  await expect(tabs).toHaveText(['Tokens', 'NFTs'])
})
