import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { startDevnet, type RunningDevnet } from '@portico/devnet'
import { testSecureSiteDatabases } from '../db/testSecureSiteDatabases.ts'
import { startSecureSiteTestBed, type SecureSiteTestBed } from '../testing/secureSiteTestBed.ts'

let devnet: RunningDevnet
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
})
afterAll(() => devnet?.stop())

const typedData = {
  domain: {
    name: 'Portico Test',
    version: '1',
    chainId: 31337,
    verifyingContract: '0x000000000000000000000000000000000000dEaD',
  },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: '0x000000000000000000000000000000000000dEaD', contents: 'hello' },
} as const

/** What POST /v1/rpc answers; `result` is a hex string or, for Solana, an object of base58 strings. */
interface RpcReply {
  result: Hex & { signature: string; transaction: string }
  message?: string
  code?: number
}

describe.each(testSecureSiteDatabases)('POST /v1/rpc on $kind', ({ open }) => {
  let bed: SecureSiteTestBed
  let address: Hex
  let solanaAddress: string
  let rpc: (
    chainId: string,
    method: string,
    params?: unknown,
  ) => Promise<{ statusCode: number; body: RpcReply }>
  beforeAll(async () => {
    bed = await startSecureSiteTestBed(await open(), { rpcUrls: new Map([['eip155:31337', devnet.rpcUrl]]) })
    const login = await bed.loginByEmail('signer@example.test')
    address = login.user.address as Hex
    solanaAddress = login.user.accounts.find((a) => a.namespace === 'solana')!.address
    rpc = async (chainId, method, params) => {
      const response = await bed.call(login, 'POST', '/v1/rpc', {
        ...(chainId === undefined ? {} : { chainId }),
        method,
        ...(params === undefined ? {} : { params }),
      })
      return { statusCode: response.statusCode, body: response.json() }
    }
  })
  afterAll(async () => {
    await bed?.close()
    await bed?.db.close()
  })

  it('answers eth_accounts with the user address and forwards safe reads to the chain', async () => {
    expect((await rpc('eip155:31337', 'eth_accounts', [])).body).toEqual({ result: [address] })
    expect((await rpc('eip155:31337', 'eth_chainId', [])).body).toEqual({ result: '0x7a69' })
    expect((await rpc(31337 as never, 'eth_chainId', [])).body).toEqual({ result: '0x7a69' })
    expect((await rpc(undefined as never, 'eth_accounts', [])).body).toEqual({ result: [address] })
    expect((await rpc('eip155:999', 'eth_chainId', [])).body).toEqual({
      message: 'No RPC url provided for chainId eip155:999',
      code: 4902,
    })
    expect((await rpc('eip155:31337', 'eth_blockNumber', [])).body.result).toMatch(/^0x[0-9a-f]+$/)
  })

  it('signs personal_sign and eth_signTypedData_v4 with signatures viem verifies', async () => {
    const message = 'Sign in to Portico'
    const hexMessage = `0x${Buffer.from(message).toString('hex')}`
    const signed = await rpc('eip155:31337', 'personal_sign', [hexMessage, address])
    expect(signed.statusCode).toBe(200)
    expect(await verifyMessage({ address, message, signature: signed.body.result })).toBe(true)

    const typed = await rpc('eip155:31337', 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
    expect(typed.statusCode).toBe(200)
    const { EIP712Domain: _, ...types } = typedData.types
    expect(await verifyTypedData({ ...typedData, types, address, signature: typed.body.result })).toBe(true)
  })

  it('refuses to sign for another address', async () => {
    const response = await rpc('eip155:31337', 'personal_sign', [
      '0x68',
      '0x000000000000000000000000000000000000dEaD',
    ])
    expect(response.statusCode).toBe(400)
    expect(response.body.code).toBe(4100)
  })

  it('sends a transaction signed with the user key that lands on anvil', async () => {
    const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [address, '0xDE0B6B3A7640000'] as never,
    })
    const to = '0x000000000000000000000000000000000000bEEF'
    const before = await chain.getBalance({ address: to })
    const sent = await rpc('eip155:31337', 'eth_sendTransaction', [
      { from: address, to, value: `0x${parseEther('0.25').toString(16)}` },
    ])
    expect(sent.statusCode).toBe(200)
    expect(sent.body.result).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await chain.waitForTransactionReceipt({ hash: sent.body.result })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await chain.getBalance({ address: to })) - before).toBe(parseEther('0.25'))
  })

  it('signs a Solana message and a transaction with the ed25519 key', async () => {
    const message = new TextEncoder().encode('hello solana')
    const signed = await rpc('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signMessage', {
      message: base58.encode(message),
      pubkey: solanaAddress,
    })
    expect(signed.statusCode).toBe(200)
    const publicKey = base58.decode(solanaAddress)
    expect(ed25519.verify(base58.decode(signed.body.result.signature), message, publicKey)).toBe(true)

    // A legacy transaction: 1 signature slot, header (1 signer, 0, 1 readonly unsigned), 2 keys, blockhash, 0 ix.
    const program = new Uint8Array(32).fill(9)
    const txMessage = Uint8Array.from([
      1,
      0,
      1,
      2,
      ...publicKey,
      ...program,
      ...new Uint8Array(32).fill(1),
      0,
    ])
    const unsigned = Uint8Array.from([1, ...new Uint8Array(64), ...txMessage])
    const tx = await rpc('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signTransaction', {
      transaction: base58.encode(unsigned),
    })
    expect(tx.statusCode).toBe(200)
    const signedTx = base58.decode(tx.body.result.transaction)
    expect(ed25519.verify(signedTx.subarray(1, 65), txMessage, publicKey)).toBe(true)
    expect(base58.encode(signedTx.subarray(1, 65))).toBe(tx.body.result.signature)
  })

  it("refuses any other method: 400 'Requested RPC call is not allowed', code 4200", async () => {
    for (const [chainId, method] of [
      ['eip155:31337', 'eth_sign'],
      ['eip155:31337', 'anvil_setBalance'],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana_signAndSendTransaction'],
    ] as const) {
      const response = await rpc(chainId, method, [])
      expect(response.statusCode).toBe(400)
      expect(response.body).toEqual({ message: 'Requested RPC call is not allowed', code: 4200 })
    }
  })
})
