import { devnetAccounts } from '@portico/devnet/manifest'
import { toHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { providerErrorCodes } from '../providerRpcError.ts'
import {
  answerSessionRequest,
  requestErrorMessages,
  type SessionRequestInput,
} from './answerSessionRequest.ts'
import { jsonRpcError, jsonRpcResult, userRejected } from './jsonRpcResponse.ts'

const alice = privateKeyToAccount(devnetAccounts[0]!.privateKey)
const bob = privateKeyToAccount(devnetAccounts[1]!.privateKey)
const stranger = devnetAccounts[2]!.address

const answer = (method: string, params: unknown, chainId = 'eip155:31337') =>
  answerSessionRequest({
    request: { method, params, chainId } satisfies SessionRequestInput,
    accounts: [alice, bob],
    sessionChainIds: [31337, 31338],
    rpcUrls: {},
  })

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code: number; message: string }) => ({ code: error.code, message: error.message }),
  )

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: stranger, contents: 'Hello, Bob!' },
} as const

describe('answerSessionRequest', () => {
  it('signs personal_sign with the named account, whichever order the params come in', async () => {
    const message = 'Sign in to Portico'
    const { result } = await answer('personal_sign', [toHex(message), bob.address])
    expect(await verifyMessage({ address: bob.address, message, signature: result as Hex })).toBe(true)
    const swapped = await answer('personal_sign', [alice.address, toHex(message)])
    expect(await verifyMessage({ address: alice.address, message, signature: swapped.result as Hex })).toBe(
      true,
    )
  })

  it('signs eth_signTypedData_v4 from a JSON string', async () => {
    const { result } = await answer('eth_signTypedData_v4', [alice.address, JSON.stringify(typedData)])
    const domain = { ...typedData.domain, chainId: BigInt(typedData.domain.chainId) }
    expect(
      await verifyTypedData({ address: alice.address, ...typedData, domain, signature: result as Hex }),
    ).toBe(true)
  })

  it('refuses to sign for an address the session does not hold', async () => {
    expect(await errorOf(answer('personal_sign', ['0x6869', stranger]))).toEqual({
      code: providerErrorCodes.unauthorized,
      message: requestErrorMessages.notConnected(stranger),
    })
  })

  it('switches only to chains of the session', async () => {
    expect(await answer('wallet_switchEthereumChain', [{ chainId: '0x7A6A' }])).toEqual({
      result: null,
      switchToChainId: 31338,
    })
    expect(await errorOf(answer('wallet_switchEthereumChain', [{ chainId: '0x1' }]))).toEqual({
      code: providerErrorCodes.unrecognizedChain,
      message: requestErrorMessages.unknownChain('0x1'),
    })
  })

  it('answers wallet_getCapabilities per chain and requires the address (§5)', async () => {
    expect((await answer('wallet_getCapabilities', [alice.address])).result).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    expect((await answer('wallet_getCapabilities', [alice.address, ['0x7a6a']])).result).toEqual({
      '0x7a6a': { atomic: { status: 'unsupported' } },
    })
    expect(await errorOf(answer('wallet_getCapabilities', []))).toEqual({
      code: providerErrorCodes.invalidParams,
      message: 'Missing address parameter in wallet_getCapabilities request',
    })
  })

  it('answers unsupported methods with 4200', async () => {
    expect(await errorOf(answer('eth_sign', [alice.address, '0x00']))).toEqual({
      code: providerErrorCodes.unsupportedMethod,
      message: requestErrorMessages.unsupported('eth_sign'),
    })
  })

  it('needs an RPC URL to send a transaction', async () => {
    expect(await errorOf(answer('eth_sendTransaction', [{ to: stranger, value: '0x1' }]))).toEqual({
      code: providerErrorCodes.unrecognizedChain,
      message: requestErrorMessages.noRpc('eip155:31337'),
    })
  })
})

describe('JSON-RPC answers', () => {
  it('formats results, provider errors, other errors and rejections', async () => {
    expect(jsonRpcResult(1, null)).toEqual({ id: 1, jsonrpc: '2.0', result: null })
    const refused = await answer('eth_sign', []).catch((error: unknown) => error)
    expect(jsonRpcError(2, refused)).toEqual({
      id: 2,
      jsonrpc: '2.0',
      error: { code: 4200, message: requestErrorMessages.unsupported('eth_sign') },
    })
    expect(jsonRpcError(3, Object.assign(new Error('long'), { shortMessage: 'short' }))).toEqual({
      id: 3,
      jsonrpc: '2.0',
      error: { code: -32000, message: 'short' },
    })
    const badParams = await answer('wallet_getCapabilities', []).catch((error: unknown) => error)
    expect(jsonRpcError(5, badParams)).toEqual({
      id: 5,
      jsonrpc: '2.0',
      error: { code: -32000, message: 'Missing address parameter in wallet_getCapabilities request' },
    })
    expect(userRejected(4)).toEqual({
      id: 4,
      jsonrpc: '2.0',
      error: { code: 4001, message: 'User rejected the request.' },
    })
  })
})
