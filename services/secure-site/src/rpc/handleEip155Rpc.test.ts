import { devnetAccounts, startDevnet, type RunningDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createTestClient, http, parseEther, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { handleEip155Rpc, type Eip155RpcContext } from './handleEip155Rpc.ts'

// A fresh key on a real anvil devnet: what the approval screen showed (gas, fee, nonce) is what gets mined.
let devnet: RunningDevnet
let context: Eip155RpcContext
const privateKey = new Uint8Array(32).fill(7)
const address = privateKeyToAccount(toHex(privateKey)).address

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  await createTestClient({ mode: 'anvil', transport: http(devnet.rpcUrl) }).setBalance({
    address,
    value: parseEther('10'),
  })
  context = {
    chainId: 'eip155:31337',
    rpcUrl: devnet.rpcUrl,
    address,
    withKey: async (use) => use(privateKey),
  }
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

describe('handleEip155Rpc eth_sendTransaction', () => {
  it('attack: a legacy gasPrice the approval screen showed is the one signed, not replaced by fees the server picks', async () => {
    const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
    const gasPrice = (await chain.getGasPrice()) * 3n
    const hash = (await handleEip155Rpc(
      'eth_sendTransaction',
      [
        {
          from: address,
          to: devnetAccounts[1]!.address,
          value: '0x1',
          gas: '0x5208',
          gasPrice: toHex(gasPrice),
        },
      ],
      context,
    )) as Hex
    const transaction = await chain.getTransaction({ hash })
    expect(transaction.type).toBe('legacy')
    expect(transaction.gasPrice).toBe(gasPrice)
    expect(transaction.gas).toBe(21_000n)
  })

  it('signs the maxFeePerGas and nonce it was given', async () => {
    const chain = createPublicClient({ transport: http(devnet.rpcUrl) })
    const nonce = await chain.getTransactionCount({ address, blockTag: 'pending' })
    const hash = (await handleEip155Rpc(
      'eth_sendTransaction',
      [
        {
          to: devnetAccounts[1]!.address,
          value: '0x1',
          gas: '0x5208',
          nonce: toHex(nonce),
          maxFeePerGas: toHex(5_000_000_000n),
          maxPriorityFeePerGas: toHex(1_000_000_000n),
        },
      ],
      context,
    )) as Hex
    const transaction = await chain.getTransaction({ hash })
    expect(transaction).toMatchObject({ nonce, maxFeePerGas: 5_000_000_000n, gas: 21_000n })
  })
})
