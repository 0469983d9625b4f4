import type { ConsumerAppName } from './consumerPorts.ts'

/**
 * The devnet account the dev wallet holds in each app: one each, because the api caches a balance for 30 s
 * (§9) and every test moves ether to its account first. Account 2 sends that ether; account 7 is left out
 * (carol.eth's avatar is an https URL, which this closed network cannot load: the page would log an error).
 *
 * @example
 * devnetAccounts[walletAccountIndex['vite-wagmi2']] // the account the wagmi 2 app connects
 */
export const walletAccountIndex: Record<ConsumerAppName, number> = {
  'vite-react19': 1,
  'next-app-router': 3,
  'vite-react18': 4,
  'plain-html': 5,
  'vite-wagmi2': 6,
  'vite-wagmi3': 8,
  'vite-ethers6': 9,
  'vite-ethers5': 0,
}

/** The account that funds every app's wallet before its test. */
export const SENDER_ACCOUNT_INDEX = 2
