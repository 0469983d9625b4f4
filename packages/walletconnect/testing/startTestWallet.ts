// Test fixture: the wallet side of a WalletConnect session, an unmodified sign client that approves or declines
// proposals and answers requests with a real key (anvil's first account), as a phone wallet would.
import SignClient from '@walletconnect/sign-client'
import type { ISignClient, ProposalTypes, SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import type { Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { keepVerifyLocal } from '../src/keepVerifyLocal.ts'
import { createMemoryKeyValueStorage } from '@portico/relay/testing'

/** Anvil's well-known first development key (devnet account 0). */
export const WALLET_PRIVATE_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcc5b9f6d4d3fa9e0b'

/** Chains the test wallet holds. */
export const WALLET_CHAIN_IDS = [31337, 31338] as const

/** Metadata the test wallet introduces itself with. */
export const WALLET_METADATA = {
  name: 'Portico Test Wallet',
  description: 'The wallet side of the connector tests',
  url: 'http://127.0.0.1:5174',
  icons: ['http://127.0.0.1:5174/icon.svg'],
}

/** A request the wallet received. */
export interface ReceivedRequest {
  topic: string
  method: string
  params: unknown
  chainId: string
}

/** The running test wallet. */
export interface TestWallet {
  client: ISignClient
  account: PrivateKeyAccount
  /** Proposals received, in order. */
  proposals: ProposalTypes.Struct[]
  /** Requests received, in order. */
  requests: ReceivedRequest[]
  /** What the wallet does with the next proposals (default approve). */
  onProposal: 'approve' | 'reject'
  /** Declines the next request with EIP-1193 code 4001. */
  declineNextRequest(): void
  /** Pairs with a dapp's URI (as scanning its QR code would). */
  pair(uri: string): Promise<void>
  /** Topics of the wallet's live sessions. */
  sessionTopics(): string[]
  /** Stops the wallet's relay connection. */
  close(): Promise<void>
}

/** The eip155 namespace the wallet approves: its account on each asked-for chain it holds, as asked. */
function approvedNamespaces(proposal: ProposalTypes.Struct, address: string): SessionTypes.Namespaces {
  const asked = proposal.optionalNamespaces.eip155
  const chains = WALLET_CHAIN_IDS.map((id) => `eip155:${id}`).filter((chain) =>
    asked?.chains?.includes(chain),
  )
  return {
    eip155: {
      chains,
      accounts: chains.map((chain) => `${chain}:${address}`),
      methods: asked?.methods ?? [],
      events: asked?.events ?? [],
    },
  }
}

/**
 * Starts the test wallet on `relayUrl`, with telemetry off and Verify kept local like the dapp.
 *
 * @example
 * const wallet = await startTestWallet(relay.url)
 * await wallet.pair(uri)
 */
export async function startTestWallet(relayUrl: string): Promise<TestWallet> {
  const account = privateKeyToAccount(WALLET_PRIVATE_KEY)
  const client = await SignClient.init({
    projectId: 'portico-test',
    relayUrl,
    logger: 'silent',
    telemetryEnabled: false,
    customStoragePrefix: 'test-wallet',
    storage: createMemoryKeyValueStorage(),
    metadata: WALLET_METADATA,
    // Each request is shown at once; the default queue holds the next one for 1 s after every answer.
    signConfig: { disableRequestQueue: true },
  })
  keepVerifyLocal(client.core)
  let declineNext = false
  const wallet: TestWallet = {
    client,
    account,
    proposals: [],
    requests: [],
    onProposal: 'approve',
    declineNextRequest: () => void (declineNext = true),
    pair: async (uri) => void (await client.pair({ uri })),
    sessionTopics: () => client.session.getAll().map((session) => session.topic),
    close: async () => {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }

  client.on('session_proposal', ({ id, params }) => {
    wallet.proposals.push(params)
    if (wallet.onProposal === 'reject') {
      void client.reject({ id, reason: getSdkError('USER_REJECTED') })
    } else {
      void client.approve({ id, namespaces: approvedNamespaces(params, account.address) })
    }
  })

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: requestParams } = params.request
    wallet.requests.push({ topic, method, params: requestParams, chainId: params.chainId })
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', ...response } })
    if (declineNext) {
      declineNext = false
      return respond({ error: { code: 4001, message: 'User rejected the request.' } })
    }
    if (method === 'personal_sign') {
      const [message] = requestParams as [Hex]
      return respond({ result: await account.signMessage({ message: { raw: message } }) })
    }
    if (method === 'wallet_switchEthereumChain') {
      const [{ chainId }] = requestParams as [{ chainId: Hex }]
      await respond({ result: null })
      // Like a phone wallet, it announces its new chain as well.
      const id = Number.parseInt(chainId, 16)
      return client.emit({ topic, event: { name: 'chainChanged', data: id }, chainId: `eip155:${id}` })
    }
    return respond({ error: { code: 4200, message: `The test wallet does not support ${method}` } })
  })
  return wallet
}
