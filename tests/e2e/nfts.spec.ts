import { expect, test } from '@playwright/test'
import { truncateAddress } from '@portico/common'
import { devnetAccounts, devnetContracts, devnetNfts } from '@portico/devnet/manifest'
import { e2eStack } from './e2eStack.ts'

const walletAccount = devnetAccounts[1]! // the account the Portico Dev Wallet holds: Pals 1..5 (5 is spam)

test('shows the Portico Pals the dev account holds in the NFTs tab, with images the API serves, and one in detail', async ({
  page,
}, testInfo) => {
  const { demoUrl } = e2eStack()
  const held = devnetNfts.filter((nft) => nft.owner === walletAccount.address)
  const shown = held.filter((nft) => !nft.isSpam)
  const spam = held.filter((nft) => nft.isSpam)

  await page.goto(demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
    .click()
  await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(walletAccount.address, 4, 6))

  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: 'NFTs' }).click()
  const grid = dialog.getByRole('list', { name: 'Your NFTs' })
  // The indexer may still be catching up with the devnet when the tab first opens: the tab then shows the
  // empty state, and opening it again asks again.
  await expect(async () => {
    await dialog.getByRole('tab', { name: 'Tokens' }).click()
    await dialog.getByRole('tab', { name: 'NFTs' }).click()
    await expect(grid.getByRole('listitem')).toHaveCount(shown.length, { timeout: 3_000 })
  }).toPass({ timeout: 30_000 })

  // Spam is hidden behind a toggle; every other Pal is a button named after it, with its image loaded.
  for (const nft of shown) {
    const tile = grid.getByRole('button', { name: nft.name })
    await tile.scrollIntoViewIfNeeded()
    const image = tile.getByRole('img', { name: nft.name })
    await expect(image).toHaveAttribute(
      'src',
      new RegExp(
        `/v1/nft-image/eip155:31337/${devnetContracts.nftCollection.toLowerCase()}/${nft.tokenId}\\?`,
      ),
    )
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  }
  await expect(grid.getByRole('button', { name: spam[0]!.name })).toHaveCount(0)
  await dialog.getByRole('button', { name: `Show ${spam.length} hidden as likely spam` }).click()
  await expect(grid.getByRole('listitem')).toHaveCount(held.length)
  await dialog.getByRole('button', { name: 'Hide likely spam' }).click()

  const screenshot = testInfo.outputPath('nfts-grid.png')
  await page.screenshot({ path: screenshot })
  await testInfo.attach('nfts-grid', { path: screenshot, contentType: 'image/png' })

  // The detail: opened from the keyboard, focus on its heading, then Back returns focus to the tile.
  const pal = shown[1]!
  await grid.getByRole('button', { name: pal.name }).focus()
  await page.keyboard.press('Enter')
  const detail = dialog.getByRole('region', { name: pal.name })
  await expect(detail.getByRole('heading', { name: pal.name })).toBeFocused()
  await expect(detail.getByText(pal.description)).toBeVisible()
  await expect(detail.getByText('Portico Pals')).toBeVisible()
  await expect(detail.getByText(String(pal.tokenId), { exact: true })).toBeVisible()
  await expect(detail.getByTestId('nft-contract')).toHaveText(
    truncateAddress(devnetContracts.nftCollection.toLowerCase()),
  )
  await expect(detail.getByRole('button', { name: 'Copy contract address' })).toBeVisible()
  const big = detail.getByRole('img', { name: pal.name })
  await expect
    .poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  const detailShot = testInfo.outputPath('nft-detail.png')
  await page.screenshot({ path: detailShot })
  await testInfo.attach('nft-detail', { path: detailShot, contentType: 'image/png' })

  await detail.getByRole('button', { name: 'Back to NFTs' }).click()
  await expect(grid.getByRole('button', { name: pal.name })).toBeFocused()
})
