/**
 * The EVM chain id in what a wallet sent: a number, a hex or decimal string, or a CAIP-2 id (wallets differ
 * in how they fill `chainChanged` and `wallet_switchEthereumChain`). `undefined` when it holds none.
 *
 * @example
 * parseWalletChainId('0x7a6a') // 31338
 * parseWalletChainId('eip155:31338') // 31338
 * parseWalletChainId(31338) // 31338
 */
export function parseWalletChainId(value: unknown): number | undefined {
  let chainId: number | undefined
  if (typeof value === 'number') chainId = value
  else if (typeof value === 'string') {
    const reference = value.startsWith('eip155:') ? value.slice('eip155:'.length) : value
    if (/^0x[0-9a-f]+$/i.test(reference)) chainId = Number.parseInt(reference, 16)
    else if (/^[0-9]+$/.test(reference)) chainId = Number(reference)
  }
  return chainId !== undefined && Number.isSafeInteger(chainId) && chainId > 0 ? chainId : undefined
}
