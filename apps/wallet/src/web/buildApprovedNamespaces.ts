import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { solanaMethods } from './answerSolanaRequest.ts'
import { supportedEvents, supportedMethods } from './walletMethods.ts'

/** What a dapp asked for in its proposal, across required and optional namespaces. */
export interface RequestedNamespaces {
  /** CAIP-2 chain ids, in the order the dapp listed them, e.g. `['eip155:31337']`. */
  chains: string[]
  /** Methods, deduplicated. */
  methods: string[]
  /** Events, deduplicated. */
  events: string[]
}

/** Why a proposal cannot be approved; `message` is written for the wallet's user. */
export class UnsupportedProposalError extends Error {
  override name = 'UnsupportedProposalError'
}

/** Parameters of {@link buildApprovedNamespaces}. */
export interface BuildApprovedNamespacesParameters {
  /** The proposal's namespaces. */
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>
  /** The address approved on every chain. */
  address: string
  /** Chain ids the wallet has, e.g. `[31337, 31338]`. */
  chainIds: readonly number[]
  /** The chain the wallet is on; listed first when the dapp asked for it, so dapps start there. */
  activeChainId?: number
  /** The Solana address approved on every Solana chain the dapp asked for; without it, Solana is refused. */
  solanaAddress?: string
}

const unique = <T>(items: readonly T[]) => [...new Set(items)]

/** Every namespace entry as `[namespace, chains, entry]`, with inline keys like `eip155:1` unfolded. */
function entriesOf(namespaces: ProposalTypes.RequiredNamespaces | undefined) {
  return Object.entries(namespaces ?? {}).map(([key, entry]) => {
    const [namespace = key, reference] = key.split(':')
    const chains = reference === undefined ? (entry.chains ?? []) : [key]
    return { key, namespace, chains, entry }
  })
}

/**
 * Lists the chains, methods and events a proposal asks for, required and optional together, for display.
 *
 * @example
 * readRequestedNamespaces({ requiredNamespaces: {}, optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } } }).chains // ['eip155:1']
 */
export function readRequestedNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
): RequestedNamespaces {
  const entries = [...entriesOf(proposal.requiredNamespaces), ...entriesOf(proposal.optionalNamespaces)]
  return {
    chains: unique(entries.flatMap((e) => e.chains)),
    methods: unique(entries.flatMap((e) => e.entry.methods ?? [])),
    events: unique(entries.flatMap((e) => e.entry.events ?? [])),
  }
}

/** Messages for proposals the wallet cannot approve, in one place. */
export const proposalProblems = {
  namespace: (key: string) =>
    `The dapp requires ${key} accounts; this wallet only has EVM (eip155) accounts.`,
  chain: (chain: string) => `The dapp requires chain ${chain}, which this wallet does not have.`,
  method: (method: string) => `The dapp requires ${method}, which this wallet does not support.`,
  event: (event: string) => `The dapp requires the ${event} event, which this wallet does not send.`,
  noChain: 'The dapp asked for no chain this wallet has (eip155:31337 or eip155:31338).',
} as const

/**
 * The namespaces to approve a proposal with: one `eip155` namespace holding `address` on each wallet chain the
 * dapp asked for (required or optional), the asked-for methods the wallet supports, and the
 * `accountsChanged` / `chainChanged` events. Throws {@link UnsupportedProposalError} when a requirement cannot
 * be met, since the sign client would refuse such an approval anyway.
 *
 * @example
 * buildApprovedNamespaces({ proposal, address: '0xf39F…2266', chainIds: [31337, 31338] })
 * // { eip155: { chains: ['eip155:31337'], accounts: ['eip155:31337:0xf39F…2266'], methods: ['personal_sign'], events: [...] } }
 */
export function buildApprovedNamespaces(
  parameters: BuildApprovedNamespacesParameters,
): SessionTypes.Namespaces {
  const { proposal, address, chainIds, activeChainId, solanaAddress } = parameters
  const walletChains = chainIds.map((id) => `eip155:${id}`)
  const methods: readonly string[] = supportedMethods
  const events: readonly string[] = supportedEvents

  for (const { key, namespace, chains, entry } of entriesOf(proposal.requiredNamespaces)) {
    if (namespace === 'solana' && solanaAddress) continue
    if (namespace !== 'eip155') throw new UnsupportedProposalError(proposalProblems.namespace(key))
    const missingChain = chains.find((chain) => !walletChains.includes(chain))
    if (missingChain) throw new UnsupportedProposalError(proposalProblems.chain(missingChain))
    const missingMethod = (entry.methods ?? []).find((method) => !methods.includes(method))
    if (missingMethod) throw new UnsupportedProposalError(proposalProblems.method(missingMethod))
    const missingEvent = (entry.events ?? []).find((event) => !events.includes(event))
    if (missingEvent) throw new UnsupportedProposalError(proposalProblems.event(missingEvent))
  }

  const asked = [...entriesOf(proposal.requiredNamespaces), ...entriesOf(proposal.optionalNamespaces)].filter(
    (e) => e.namespace === 'eip155',
  )
  const askedChains = unique(asked.flatMap((e) => e.chains)).filter((chain) => walletChains.includes(chain))
  const solana = solanaAddress ? solanaNamespace(proposal, solanaAddress) : undefined
  if (askedChains.length === 0 && !solana) throw new UnsupportedProposalError(proposalProblems.noChain)
  const active = `eip155:${activeChainId}`
  const chains = askedChains.includes(active)
    ? [active, ...askedChains.filter((c) => c !== active)]
    : askedChains

  return {
    ...(chains.length > 0 && {
      eip155: {
        chains,
        accounts: chains.map((chain) => `${chain}:${address}`),
        methods: unique(asked.flatMap((e) => e.entry.methods ?? [])).filter((method) =>
          methods.includes(method),
        ),
        events: [...events],
      },
    }),
    ...(solana && { solana }),
  }
}

/** The solana namespace: `address` on every Solana chain asked for (signing needs no node), the methods it answers. */
function solanaNamespace(
  proposal: BuildApprovedNamespacesParameters['proposal'],
  address: string,
): SessionTypes.Namespace | undefined {
  const asked = [...entriesOf(proposal.requiredNamespaces), ...entriesOf(proposal.optionalNamespaces)].filter(
    (e) => e.namespace === 'solana',
  )
  const chains = unique(asked.flatMap((e) => e.chains))
  if (chains.length === 0) return undefined
  const known: readonly string[] = solanaMethods
  return {
    chains,
    accounts: chains.map((chain) => `${chain}:${address}`),
    methods: unique(asked.flatMap((e) => e.entry.methods ?? [])).filter((method) => known.includes(method)),
    events: [],
  }
}
