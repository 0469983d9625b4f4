// Issue 17 item 5: existing wagmi 2, wagmi 3, ethers 6 and ethers 5 apps, with only their imports changed to
// Portico's, connect through the Portico modal, and their own code (wagmi's hooks, ethers' signer and
// Contract) then reads, mints, signs, switches and disconnects on the devnet.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, http, parseEther, verifyMessage, type Hex } from 'viem'
import { devnetAccounts, devnetContracts } from '@portico/devnet/manifest'
import { walletAccountIndex } from './consumerAccounts.ts'
import { selectedConsumerApps } from './consumerApps.ts'
import { connectDevWallet, fundWallet, stackUrl, watchConsole } from './consumerPage.ts'

/** What each app's `Mint` button sends WETH9's `deposit()`, and so mints. */
const MINTED = parseEther('0.01')

/** The ether balance an app shows (`1.23 ETH` from wagmi's useBalance or ethers' formatEther), in wei. */
async function shownBalance(page: Page, testId: string): Promise<bigint | undefined> {
  const text = (await page.getByTestId(testId).textContent()) ?? ''
  const amount = /^([\d.]+) ETH$/.exec(text)?.[1]
  return amount === undefined ? undefined : parseEther(amount)
}

for (const app of selectedConsumerApps().filter((candidate) => candidate.library)) {
  const library = app.library!
  const prefix = library.startsWith('wagmi') ? 'wagmi' : 'ethers'
  test(`${app.title}: the app's own code reads, mints and signs through the Portico modal's connection`, async ({
    page,
  }, testInfo) => {
    const rpcUrl = stackUrl('PORTICO_CONSUMER_RPC_31337')
    const client = createPublicClient({ transport: http(rpcUrl) })
    const messages = watchConsole(page)
    const { address } = devnetAccounts[walletAccountIndex[app.name]]!
    await fundWallet(rpcUrl, address)
    await connectDevWallet(page, app, rpcUrl, address)

    // The library's view: the address the modal connected, and the balance on chain now.
    await expect(page.getByTestId(`${prefix}-address`)).toHaveText(address)
    const onChain = await client.getBalance({ address })
    await expect.poll(() => shownBalance(page, `${prefix}-balance`)).toBe(onChain)

    // Mint: WETH9's deposit() through the library's contract write; the token balance on chain goes up.
    const tokenBalance = () =>
      client.readContract({
        address: devnetContracts.weth9,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const before = await tokenBalance()
    await page.getByRole('button', { name: 'Mint', exact: true }).click()
    await expect(page.getByTestId('mint-status')).toHaveText('success')
    expect(await tokenBalance()).toBe(before + MINTED)
    const hash = (await page.getByTestId('mint-hash').textContent()) as Hex
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())

    // Sign: the library's signMessage; the signature is the wallet account's.
    await page.getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const message = (await page.getByTestId('sign-message').textContent())!
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    // The page as the app shows it connected, for a look.
    const screenshot = testInfo.outputPath(`${app.name}.png`)
    await page.screenshot({ path: screenshot })
    await testInfo.attach(app.name, { path: screenshot, contentType: 'image/png' })

    if (prefix === 'wagmi') {
      // wagmi's useSwitchChain → the modal's network shows it.
      await page.getByRole('button', { name: 'Switch to Portico Devnet Two' }).click()
      await expect(page.getByTestId('wagmi-chain')).toHaveText('31338')
      await page.getByTestId('account-button').click()
      const network = page.getByRole('dialog').getByRole('button', { name: /switch network/ })
      await expect(network).toContainText('Portico Devnet Two')
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // wagmi's useDisconnect → the Portico button offers Connect again.
      await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
      await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    } else {
      // The modal's Disconnect → the app's hooks report no wallet.
      await page.getByTestId('account-button').click()
      await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
      await expect(page.getByTestId('ethers-status')).toHaveText('disconnected')
      await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
    }

    for (const warning of messages.filter((line) => line.startsWith('warning:')))
      console.log(`[consumers] ${app.name} logged ${warning}`)
    expect(messages.filter((line) => !line.startsWith('warning:'))).toEqual([])
  })
}
