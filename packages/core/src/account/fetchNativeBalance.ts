import { BALANCE_RETRY_BACKOFF_MS, TESTNET_BALANCE, TokenBalanceUnavailableError } from '@portico/common'
import { getAccountBalance } from '../api/getAccountBalance.ts'
import type { CoreContext } from '../client/coreContext.ts'
import { selectNativeBalance } from './selectNativeBalance.ts'

// When the balance of `caipAddress@network` last failed, per instance.
const failures = new WeakMap<CoreContext, Map<string, number>>()

/**
 * Loads the connected account's native balance into the account store. Never throws: a failure sets
 * `balanceError` (§8 'Token Balance Unavailable') for the UI to show.
 *
 * §2: a test network, or a network the app does not support, shows '0.00' without asking the API.
 * §8: after a failure, a retry for the same account and network within 30 s is refused (the error stays).
 *
 * @example
 * await fetchNativeBalance(context)
 * context.stores.account.getState().balance // '9998.765432109876543210'
 */
export async function fetchNativeBalance(
  context: CoreContext,
  { forceUpdate = false }: { forceUpdate?: boolean } = {},
): Promise<void> {
  const { account, chain } = context.stores
  const { address, caipAddress } = account.getState()
  const network = chain.getState().activeNetwork
  if (!address || !caipAddress) return

  if (!network || network.testnet) {
    account.setState({
      balance: TESTNET_BALANCE,
      balanceSymbol: network?.nativeCurrency.symbol,
      balanceLoading: false,
      balanceError: undefined,
    })
    return
  }

  const failedAt = failures.get(context) ?? new Map<string, number>()
  failures.set(context, failedAt)
  const key = `${caipAddress}@${network.caipNetworkId}`
  const lastFailure = failedAt.get(key)
  // §9: balance retry back-off 30 s.
  if (!forceUpdate && lastFailure !== undefined && Date.now() - lastFailure < BALANCE_RETRY_BACKOFF_MS) {
    account.setState({
      balance: undefined,
      balanceSymbol: network.nativeCurrency.symbol,
      balanceLoading: false,
      balanceError: new TokenBalanceUnavailableError(),
    })
    return
  }

  account.setState({
    balanceSymbol: network.nativeCurrency.symbol,
    balanceLoading: true,
    balanceError: undefined,
  })
  // The account or network may change while the request is out; only the latest answer is kept.
  const isCurrent = () => account.getState().caipAddress === caipAddress
  try {
    const { balances } = await getAccountBalance(context, {
      address,
      chainId: network.caipNetworkId,
      forceUpdate,
    })
    const numeric = selectNativeBalance(balances, network)?.quantity.numeric ?? '0'
    failedAt.delete(key)
    if (isCurrent()) {
      account.setState({ balance: numeric, balanceLoading: false })
      // The same answer lists the account's tokens: the Account view's Tokens tab and Send read them.
      context.stores.send.setState({ tokenBalances: balances })
    }
  } catch (cause) {
    failedAt.set(key, Date.now())
    if (isCurrent()) {
      account.setState({
        balance: undefined,
        balanceLoading: false,
        balanceError: new TokenBalanceUnavailableError({ cause }),
      })
    }
  }
}
