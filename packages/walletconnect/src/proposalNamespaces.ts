import { WALLET_CONNECT_EIP155_METHODS, type CaipNetwork, type ChainNamespace } from '@portico/common'
import type { ProposalTypes } from '@walletconnect/types'

/**
 * The Solana methods a session proposal asks for (WalletConnect's Solana RPC reference): accounts, and the
 * signing methods §6 lists as unsafe.
 *
 * @example
 * WALLET_CONNECT_SOLANA_METHODS.includes('solana_signMessage') // true
 */
export const WALLET_CONNECT_SOLANA_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/**
 * The Bitcoin (bip122) methods a session proposal asks for (WalletConnect's Bitcoin RPC reference).
 *
 * @example
 * WALLET_CONNECT_BIP122_METHODS.includes('signPsbt') // true
 */
export const WALLET_CONNECT_BIP122_METHODS = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const

/** What each namespace the connector can propose asks the wallet for. */
const PROPOSALS: Partial<Record<ChainNamespace, { methods: readonly string[]; events: readonly string[] }>> =
  {
    eip155: { methods: WALLET_CONNECT_EIP155_METHODS, events: ['accountsChanged', 'chainChanged'] },
    solana: { methods: WALLET_CONNECT_SOLANA_METHODS, events: ['accountsChanged', 'chainChanged'] },
    bip122: { methods: WALLET_CONNECT_BIP122_METHODS, events: ['bip122_addressesChanged'] },
  }

/**
 * The optional namespaces of a session proposal for the app's networks: one per namespace that has networks
 * (eip155, solana, bip122), with those networks' CAIP-2 ids as chains. Nothing is required, so a wallet may
 * approve the part it supports (required namespaces are deprecated in the sign client).
 *
 * @example
 * proposalNamespaces([porticoDevnet, porticoDevnetTwo])
 * // { eip155: { chains: ['eip155:31337', 'eip155:31338'], methods: [...23 methods], events: ['accountsChanged', 'chainChanged'] } }
 */
export function proposalNamespaces(networks: readonly CaipNetwork[]): ProposalTypes.OptionalNamespaces {
  const namespaces: ProposalTypes.OptionalNamespaces = {}
  for (const network of networks) {
    const proposal = PROPOSALS[network.chainNamespace]
    if (!proposal) continue
    const entry = (namespaces[network.chainNamespace] ??= {
      chains: [],
      methods: [...proposal.methods],
      events: [...proposal.events],
    })
    if (!entry.chains?.includes(network.caipNetworkId)) entry.chains?.push(network.caipNetworkId)
  }
  return namespaces
}
