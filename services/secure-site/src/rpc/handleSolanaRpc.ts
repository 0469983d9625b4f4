import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { BadRequestError, RpcNotAllowedError } from '../http/httpErrors.ts'
import { isSolanaTransactionOrMessage } from './parseSolanaMessage.ts'
import { signSolanaTransaction } from './signSolanaTransaction.ts'

/** What a solana request needs: the user's address and a way to use the user's key once. */
export interface SolanaRpcContext {
  /** base58 public key */
  address: string
  withKey: <T>(use: (privateKey: Uint8Array) => Promise<T> | T) => Promise<T>
}

/** Why solana_signMessage refused its message. */
export const SIGN_MESSAGE_IS_TRANSACTION =
  'solana_signMessage refuses this message: it is a Solana transaction. Ask for solana_signTransaction, so the person sees it as one'

const field = (params: unknown, name: string): unknown =>
  typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined

function decodeBase58(value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string' || value.length === 0)
    throw new BadRequestError(`${what} must be a base58 string`)
  try {
    return base58.decode(value)
  } catch {
    throw new BadRequestError(`${what} must be a base58 string`)
  }
}

function checkPubkey(params: unknown, context: SolanaRpcContext) {
  const pubkey = field(params, 'pubkey')
  if (pubkey !== undefined && pubkey !== context.address) {
    throw new BadRequestError(`Public key ${String(pubkey)} is not this wallet's account`, 4100)
  }
}

/**
 * Serves the Solana signing methods (params as in the WalletConnect Solana RPC: base58 messages and
 * transactions); anything else is {@link RpcNotAllowedError} (4200).
 *
 * @example
 * await handleSolanaRpc('solana_signMessage', { message: base58.encode(bytes), pubkey }, context) // { signature }
 */
export async function handleSolanaRpc(
  method: string,
  params: unknown,
  context: SolanaRpcContext,
): Promise<unknown> {
  switch (method) {
    case 'solana_signMessage': {
      checkPubkey(params, context)
      const message = decodeBase58(field(params, 'message'), 'message')
      // A transaction's message signed "as a message" is a signed transaction the person never saw as one.
      if (isSolanaTransactionOrMessage(message)) throw new BadRequestError(SIGN_MESSAGE_IS_TRANSACTION)
      return context.withKey((pk) => ({ signature: base58.encode(ed25519.sign(message, pk)) }))
    }
    case 'solana_signTransaction': {
      checkPubkey(params, context)
      const transaction = field(params, 'transaction')
      if (typeof transaction !== 'string') throw new BadRequestError('transaction must be a base58 string')
      return context.withKey((pk) => signSolanaTransaction(transaction, pk))
    }
    case 'solana_signAllTransactions': {
      const transactions = field(params, 'transactions')
      if (!Array.isArray(transactions) || !transactions.every((t) => typeof t === 'string')) {
        throw new BadRequestError('transactions must be a list of base58 strings')
      }
      return context.withKey((pk) => ({
        transactions: transactions.map((t: string) => signSolanaTransaction(t, pk).transaction),
      }))
    }
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: context.address }]
    default:
      throw new RpcNotAllowedError()
  }
}
