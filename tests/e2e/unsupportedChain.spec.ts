import { expect, test, type Page } from '@playwright/test'
import { truncateAddress } from '@portico/common'
import { numberToHex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { stackPorts } from '../../scripts/stack/stackPorts.ts'
import { e2eStack } from './e2eStack.ts'
import { openDemo } from './openDemo.ts'
import { waitForSettled } from './waitForSettled.ts'

// The Portico Dev Wallet (injected, EIP-6963) moves itself to chain 31339, which the devnet runs and the demo
// does not list (it lists 31337 and 31338): the modal shows UnsupportedChain, and picking a listed network there
// switches the wallet back.

const UNLISTED_CHAIN_ID = 31339
const LISTED_CHAIN_ID = 31337

/** What the test does in the dev wallet, as the person would in its own screens. */
type DevWalletAction =
  | { selectKey: `0x${string}` }
  | { addChain: { chainId: `0x${string}`; chainName: string; rpcUrls: string[] } }
  | { switchTo: `0x${string}` }
  | 'chainId'

/**
 * Acts on the dev wallet's own provider inside the page, found the way a dapp finds it (EIP-6963): picks another
 * account (`selectAccount`), adds or switches a chain, or reads the chain it is on.
 */
async function inDevWallet(page: Page, action: DevWalletAction): Promise<unknown> {
  return page.evaluate(async (action) => {
    type DevWallet = {
      request(args: { method: string; params?: unknown }): Promise<unknown>
      selectAccount(key: string): string
    }
    let wallet: DevWallet | undefined
    const take = (event: Event) => {
      const { info, provider } = (event as CustomEvent<{ info: { rdns: string }; provider: DevWallet }>)
        .detail
      if (info.rdns === 'dev.portico.wallet') wallet = provider
    }
    window.addEventListener('eip6963:announceProvider', take)
    window.dispatchEvent(new Event('eip6963:requestProvider'))
    window.removeEventListener('eip6963:announceProvider', take)
    if (!wallet) throw new Error('The Portico Dev Wallet did not announce itself')
    if (action === 'chainId') return wallet.request({ method: 'eth_chainId' })
    if ('selectKey' in action) return wallet.selectAccount(action.selectKey)
    if ('addChain' in action)
      return wallet.request({ method: 'wallet_addEthereumChain', params: [action.addChain] })
    return wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: action.switchTo }] })
  }, action)
}

test('a wallet that moves to a chain the app does not list gets UnsupportedChain; switching back from it works', async ({
  page,
}, testInfo) => {
  const { demoUrl } = e2eStack()
  // A fresh key: no other spec's account sees this wallet's chain moves.
  const key = generatePrivateKey()
  const { address } = privateKeyToAccount(key)
  await (await openDemo(page, demoUrl)).click()
  const devWallet = page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Portico Dev Wallet/ })
  await expect(devWallet).toBeVisible()
  expect(await inDevWallet(page, { selectKey: key })).toBe(address)
  await devWallet.click()
  await expect(page.getByTestId('account-address')).toHaveText(truncateAddress(address, 4, 6))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The person switches the wallet itself to 31339.
  // The person adds the devnet's third chain to the wallet (it knows 31337 and 31338), then moves to it.
  await inDevWallet(page, {
    addChain: {
      chainId: numberToHex(UNLISTED_CHAIN_ID),
      chainName: 'Portico Devnet Three',
      rpcUrls: [
        `http://127.0.0.1:${stackPorts(Number(process.env.PORTICO_E2E_PORT_OFFSET ?? 10_000)).devnetThree}`,
      ],
    },
  })
  const movedAt = Date.now()
  await inDevWallet(page, { switchTo: numberToHex(UNLISTED_CHAIN_ID) })
  const unsupported = page.getByRole('dialog', { name: 'Switch Network' })
  await expect(unsupported.getByRole('alert')).toContainText('This network is not supported')
  const shownMs = Date.now() - movedAt
  await waitForSettled(page)
  const screenshot = testInfo.outputPath('unsupported-chain.png')
  await page.screenshot({ path: screenshot })
  await testInfo.attach('unsupported-chain', { path: screenshot, contentType: 'image/png' })

  // Picking a listed network switches the wallet back; back from UnsupportedChain closes the modal (§2).
  const pickedAt = Date.now()
  await unsupported.getByRole('button', { name: /Portico Devnet$/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const switchedMs = Date.now() - pickedAt
  expect(await inDevWallet(page, 'chainId')).toBe(numberToHex(LISTED_CHAIN_ID))
  await expect(page.getByTestId('account-button')).toContainText(truncateAddress(address, 4, 6))
  await page.getByTestId('account-button').click()
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible()
  await expect(page.getByText('Unsupported network')).toHaveCount(0)
  const timing = `UnsupportedChain shown ${shownMs} ms after the wallet moved to ${UNLISTED_CHAIN_ID}; modal closed ${switchedMs} ms after picking ${LISTED_CHAIN_ID}`
  console.log(`[unsupported chain] ${timing}`)
  testInfo.annotations.push({ type: 'timing', description: timing })
})
