import type { DevnetChainId } from '@portico/devnet/manifest'
import type { Address } from 'viem'
import type { RequestedNamespaces } from './buildApprovedNamespaces.ts'
import type { RequestSummary } from './describeSessionRequest.ts'

/** How a dapp introduced itself, with only an icon the page may load. */
export interface DappInfo {
  name: string
  url: string
  description: string
  /** A data: or same-host URL; `undefined` when the dapp's icons are all elsewhere. */
  icon: string | undefined
}

/** A dapp's request to connect, waiting for Approve or Reject. */
export interface PendingProposal {
  /** The proposal id `approve` / `reject` take. */
  id: number
  dapp: DappInfo
  /** What it asked for, required and optional together. */
  requested: RequestedNamespaces
  /** Why it cannot be approved; `undefined` when it can. */
  problem: string | undefined
  /** The wallet's chains that approving connects, from those the dapp asked for. */
  chainIds: number[]
  /** When the proposal expires, ms since epoch. */
  expiresAt: number
}

/** A connected dapp. */
export interface ConnectedSession {
  /** The session topic. */
  topic: string
  dapp: DappInfo
  /** Approved chain ids. */
  chainIds: number[]
  /** Approved addresses, deduplicated. */
  addresses: Address[]
  /** When the session expires, ms since epoch. */
  expiresAt: number
}

/** A dapp request waiting for Approve or Reject. */
export interface PendingRequest {
  /** The JSON-RPC id `respond` answers. */
  id: number
  /** The session it came on. */
  topic: string
  dapp: DappInfo
  method: string
  params: unknown
  /** CAIP-2 chain the dapp addressed. */
  chainId: string
  /** What the card shows. */
  summary: RequestSummary
  /** True while the answer is being worked out (a transaction being sent). */
  busy: boolean
}

/** One line of the activity log. */
export interface ActivityEntry {
  id: number
  /** ms since epoch */
  at: number
  text: string
  tone: 'info' | 'success' | 'error'
}

/** What the person chose, kept across reloads. */
export interface WalletPreferences {
  /** Index into the devnet accounts. */
  accountIndex: number
  /** The network the wallet is on. */
  chainId: DevnetChainId
  /** Whether `wallet_switchEthereumChain` to a chain of the session is approved without asking. */
  autoApproveSwitch: boolean
}

/** Everything the web wallet page shows. */
export interface WebWalletState extends WalletPreferences {
  /** 'starting' until the sign client is connected to the relay. */
  phase: 'starting' | 'ready' | 'failed'
  /** Address of the selected account. */
  address: Address
  proposals: PendingProposal[]
  sessions: ConnectedSession[]
  requests: PendingRequest[]
  /** Newest last. */
  activity: ActivityEntry[]
}
