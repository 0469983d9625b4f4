// The PubSub side of the chain (the validator's WebSocket API): accountSubscribe, signatureSubscribe and
// slotSubscribe with their unsubscribes, notified from the ledger's slot and transaction events.
import type { Address } from '@solana/kit'
import type { WebSocket, WebSocketServer } from 'ws'
import { ACCOUNT_ENCODINGS, encodeAccount } from './encodeAccount.ts'
import { answerJsonRpc, parseJsonRpc, stringifyJsonRpc } from './jsonRpc.ts'
import { invalidParams, methodNotFound } from './rpcErrors.ts'
import {
  booleanOption,
  checkCommitment,
  configParam,
  encodingParam,
  integerParam,
  paramsOf,
  pubkeyParam,
  signatureParam,
} from './rpcParams.ts'
import type { LandedTransaction, SolanaLedger } from './solanaLedger.ts'

type Notify = (method: string, subscription: number, result: unknown) => void

interface Subscription {
  /** Called with each landed transaction; returns true when the subscription is done (signatureSubscribe). */
  onTransaction?: (landed: LandedTransaction) => boolean
  onSlot?: (slot: bigint) => void
}

const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111'
const UNSUBSCRIBE_METHODS: Readonly<Record<string, string>> = {
  accountUnsubscribe: 'account',
  signatureUnsubscribe: 'signature',
  slotUnsubscribe: 'slot',
}

function accountValue(ledger: SolanaLedger, pubkey: Address, encoding: (typeof ACCOUNT_ENCODINGS)[number]) {
  const account = ledger.svm.getAccount(pubkey)
  // A closed account is notified as an empty system account, as a validator does.
  return encodeAccount(
    ledger.svm,
    account.exists
      ? account
      : {
          address: pubkey,
          data: new Uint8Array(),
          executable: false,
          lamports: 0n as never,
          programAddress: SYSTEM_PROGRAM_ADDRESS as Address,
          space: 0n,
        },
    encoding,
  )
}

/**
 * Serves the subscription methods on every connection of `server`; returns a function that stops listening to
 * the ledger (closing the server is the caller's).
 *
 * @example
 * const wss = new WebSocketServer({ port: 8900 })
 * const detach = serveSolanaSubscriptions(wss, ledger)
 */
export function serveSolanaSubscriptions(server: WebSocketServer, ledger: SolanaLedger): () => void {
  let nextId = 0
  const connections = new Map<WebSocket, Map<number, Subscription & { kind: string }>>()

  const stopSlots = ledger.onSlot((slot) => {
    for (const subscriptions of connections.values()) {
      for (const subscription of subscriptions.values()) subscription.onSlot?.(slot)
    }
  })
  const stopTransactions = ledger.onTransaction((landed) => {
    for (const subscriptions of connections.values()) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.onTransaction?.(landed)) subscriptions.delete(id)
      }
    }
  })

  server.on('connection', (socket) => {
    const subscriptions = new Map<number, Subscription & { kind: string }>()
    connections.set(socket, subscriptions)
    socket.on('close', () => connections.delete(socket))
    const notify: Notify = (method, subscription, result) => {
      if (socket.readyState !== socket.OPEN) return
      socket.send(stringifyJsonRpc({ jsonrpc: '2.0', method, params: { result, subscription } }))
    }
    // Work that must follow the subscription's own answer (an already-landed signature).
    const afterAnswer: (() => void)[] = []

    const dispatch = (method: string, params: unknown): unknown => {
      const id = nextId++
      if (method === 'accountSubscribe') {
        const list = paramsOf(params, 1)
        const pubkey = pubkeyParam(list[0])
        const config = configParam(list[1])
        checkCommitment(config)
        const encoding = encodingParam(config, ACCOUNT_ENCODINGS, 'binary')
        let last = stringifyJsonRpc(accountValue(ledger, pubkey, encoding))
        subscriptions.set(id, {
          kind: 'account',
          onTransaction: (landed) => {
            if (!landed.accountKeys.includes(pubkey)) return false
            const value = accountValue(ledger, pubkey, encoding)
            const text = stringifyJsonRpc(value)
            if (text !== last) {
              last = text
              notify('accountNotification', id, { context: { slot: landed.slot }, value })
            }
            return false
          },
        })
        return id
      }
      if (method === 'signatureSubscribe') {
        const list = paramsOf(params, 1)
        const signature = signatureParam(list[0])
        const config = configParam(list[1])
        checkCommitment(config)
        booleanOption(config, 'enableReceivedNotification', false)
        const landedAlready = ledger.getTransaction(signature)
        const send = (landed: LandedTransaction) =>
          notify('signatureNotification', id, {
            context: { slot: landed.slot },
            value: { err: landed.err },
          })
        if (landedAlready) {
          afterAnswer.push(() => send(landedAlready))
          return id
        }
        subscriptions.set(id, {
          kind: 'signature',
          onTransaction: (landed) => {
            if (landed.signature !== signature) return false
            send(landed)
            return true
          },
        })
        return id
      }
      if (method === 'slotSubscribe') {
        subscriptions.set(id, {
          kind: 'slot',
          onSlot: (slot) => notify('slotNotification', id, { parent: slot - 1n, root: slot - 1n, slot }),
        })
        return id
      }
      const kind = UNSUBSCRIBE_METHODS[method]
      if (kind) {
        const target = Number(integerParam(paramsOf(params, 1)[0]))
        if (subscriptions.get(target)?.kind !== kind) throw invalidParams('Invalid subscription id.')
        subscriptions.delete(target)
        return true
      }
      throw methodNotFound()
    }

    socket.on('message', (data) => {
      void (async () => {
        const parsed = parseJsonRpc(String(data))
        if ('error' in parsed) {
          socket.send(stringifyJsonRpc(parsed.error))
          return
        }
        const responses = []
        for (const request of parsed.requests) {
          const response = await answerJsonRpc(request, dispatch)
          if (response) responses.push(response)
        }
        if (responses.length > 0 && socket.readyState === socket.OPEN) {
          socket.send(stringifyJsonRpc(parsed.batch ? responses : responses[0]))
        }
        for (const task of afterAnswer.splice(0)) task()
      })()
    })
  })

  return () => {
    stopSlots()
    stopTransactions()
    connections.clear()
  }
}
