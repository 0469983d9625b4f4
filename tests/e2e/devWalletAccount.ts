import type { Page } from '@playwright/test'
import { numberToHex, parseEther, type Hex, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

/**
 * A new devnet key holding `ether` (set with anvil's `anvil_setBalance`, so no other account pays for it), for a
 * spec whose balances no other spec may touch.
 */
export async function freshFundedKey(client: PublicClient, ether = '1') {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  await client.request({
    method: 'anvil_setBalance',
    params: [address, numberToHex(parseEther(ether))],
  } as never)
  return { privateKey, address }
}

/**
 * Makes the page's Portico Dev Wallet hold `privateKey`, as a person picking another account in it: the test asks
 * for the EIP-6963 announcement and calls the announced provider's selectAccount.
 */
export async function selectDevWalletAccount(page: Page, privateKey: Hex): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve) => {
        const onAnnounce = (event: Event) => {
          const { info, provider } = (event as CustomEvent).detail as {
            info: { rdns: string }
            provider: { selectAccount(privateKey: string): string }
          }
          if (info.rdns !== 'dev.portico.wallet') return
          window.removeEventListener('eip6963:announceProvider', onAnnounce)
          resolve(provider.selectAccount(key))
        }
        window.addEventListener('eip6963:announceProvider', onAnnounce)
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      }),
    privateKey,
  )
}
