import { devnetChains } from '@portico/devnet/manifest'
import { formatEther, hexToBigInt, hexToBytes, isAddress, isHex } from 'viem'
import type { SessionRequestInput } from './answerSessionRequest.ts'

/** How a request card shows a request: a title, labelled facts, and an optional block of text. */
export interface RequestSummary {
  /** What the dapp asks, in a few words. */
  title: string
  /** Facts shown as a definition list. */
  rows: { label: string; value: string }[]
  /** A longer text shown preformatted: the message, typed data or call data. */
  detail?: { label: string; text: string }
}

/** The card's words, in one place. */
export const requestText = {
  personalSign: 'Sign a message',
  typedData: 'Sign typed data',
  transaction: 'Send a transaction',
  switchChain: 'Switch network',
  capabilities: 'Share wallet capabilities',
  account: 'Account',
  network: 'Network',
  message: 'Message',
  messageHex: 'Message (not text, shown as hex)',
  domain: 'Domain',
  primaryType: 'Primary type',
  from: 'From',
  to: 'To',
  newContract: 'New contract',
  value: 'Value',
  data: 'Data',
  params: 'Params',
} as const

const paramsOf = (params: unknown): unknown[] => (Array.isArray(params) ? params : [])
const json = (value: unknown) =>
  JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v), 2)

/**
 * A devnet chain's name for a CAIP-2 or hex chain id, or the id itself.
 *
 * @example
 * chainLabel('eip155:31338') // 'Portico Devnet Two (31338)'
 */
export function chainLabel(chainId: string | number): string {
  const id =
    typeof chainId === 'number'
      ? chainId
      : isHex(chainId)
        ? Number(hexToBigInt(chainId))
        : Number(chainId.split(':')[1] ?? chainId)
  const chain = devnetChains.find((c) => c.id === id)
  return chain ? `${chain.name} (${id})` : String(chainId)
}

/**
 * Decodes a personal_sign message: UTF-8 text when the bytes are text, else `undefined`.
 *
 * @example
 * decodeMessageText('0x48656c6c6f') // 'Hello'
 */
export function decodeMessageText(message: string): string | undefined {
  if (!isHex(message)) return message
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(hexToBytes(message))
    // Control characters other than line breaks and tabs mean binary data, not text.
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

function describePersonalSign(params: unknown[]): RequestSummary {
  const [first, second] = params
  const [message, address] =
    typeof first === 'string' && isAddress(first) && !(typeof second === 'string' && isAddress(second))
      ? [second, first]
      : [first, second]
  const raw = typeof message === 'string' ? message : json(message)
  const text = decodeMessageText(raw)
  return {
    title: requestText.personalSign,
    rows: [{ label: requestText.account, value: String(address ?? '') }],
    detail:
      text === undefined
        ? { label: requestText.messageHex, text: raw }
        : { label: requestText.message, text },
  }
}

const describeDomain = (domain: unknown) =>
  typeof domain === 'object' && domain !== null
    ? Object.entries(domain)
        .map(([key, value]) => `${key}: ${String(value)}`)
        .join(', ')
    : ''

function describeTypedData(params: unknown[]): RequestSummary {
  const [address, typedData] = params
  let parsed: { domain?: unknown; primaryType?: unknown; message?: unknown } | undefined
  try {
    parsed = typeof typedData === 'string' ? JSON.parse(typedData) : (typedData as typeof parsed)
  } catch {
    parsed = undefined
  }
  return {
    title: requestText.typedData,
    rows: [
      { label: requestText.account, value: String(address ?? '') },
      { label: requestText.domain, value: describeDomain(parsed?.domain) },
      { label: requestText.primaryType, value: String(parsed?.primaryType ?? '') },
    ],
    detail: { label: requestText.message, text: json(parsed?.message ?? typedData) },
  }
}

function describeTransaction(params: unknown[], chainId: string): RequestSummary {
  const tx = (params[0] ?? {}) as {
    from?: string
    to?: string | null
    value?: string
    data?: string
    input?: string
  }
  const data = tx.data ?? tx.input
  const value = typeof tx.value === 'string' && isHex(tx.value) ? hexToBigInt(tx.value) : 0n
  return {
    title: requestText.transaction,
    rows: [
      { label: requestText.network, value: chainLabel(chainId) },
      { label: requestText.from, value: tx.from ?? '' },
      { label: requestText.to, value: tx.to ?? requestText.newContract },
      { label: requestText.value, value: `${formatEther(value)} ETH` },
    ],
    detail: data && data !== '0x' ? { label: requestText.data, text: data } : undefined,
  }
}

/**
 * Says what a dapp's request asks for, for the request card: the decoded message of `personal_sign`, the
 * typed data of `eth_signTypedData_v4`, the recipient, value and data of a transaction.
 *
 * @example
 * describeSessionRequest({ method: 'personal_sign', params: ['0x6869', address], chainId: 'eip155:31337' }).detail
 * // { label: 'Message', text: 'hi' }
 */
export function describeSessionRequest(request: SessionRequestInput): RequestSummary {
  const params = paramsOf(request.params)
  switch (request.method) {
    case 'personal_sign':
      return describePersonalSign(params)
    case 'eth_signTypedData_v4':
      return describeTypedData(params)
    case 'eth_sendTransaction':
      return describeTransaction(params, request.chainId)
    case 'wallet_switchEthereumChain': {
      const target = (params[0] as { chainId?: unknown } | undefined)?.chainId
      return {
        title: requestText.switchChain,
        rows: [{ label: requestText.network, value: chainLabel(String(target ?? '')) }],
      }
    }
    case 'wallet_getCapabilities':
      return {
        title: requestText.capabilities,
        rows: [{ label: requestText.account, value: String(params[0] ?? '') }],
      }
    default:
      return {
        title: request.method,
        rows: [],
        detail: { label: requestText.params, text: json(request.params) },
      }
  }
}
