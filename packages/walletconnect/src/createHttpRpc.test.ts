import { startDevnet, type RunningDevnet } from '@portico/devnet'
import { porticoDevnet } from '@portico/devnet/manifest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpRpc } from './createHttpRpc.ts'
import { WalletRpcError } from './walletRpcError.ts'

let devnet: RunningDevnet
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: unknown) => error,
  )

describe('createHttpRpc', () => {
  it('answers reads over the chain RPC transport', async () => {
    const rpc = createHttpRpc()
    await expect(rpc(devnet.rpcUrl, { method: 'eth_chainId' })).resolves.toBe('0x7a69')
  })

  it("keeps the node's JSON-RPC code and data for an EIP-1193 caller (a revert is 3)", async () => {
    const rpc = createHttpRpc()
    const error = await rejection(
      rpc(devnet.rpcUrl, {
        method: 'eth_call',
        params: [{ to: porticoDevnet.contracts.multicall3.address, data: '0xdeadbeef' }, 'latest'],
      }),
    )
    expect(error).toBeInstanceOf(WalletRpcError)
    expect((error as WalletRpcError).code).toBe(3)
    expect((error as WalletRpcError).message).toMatch(/execution reverted/)
  })

  it('gives 4901 (§8 chain disconnected) when the URL does not answer', async () => {
    const rpc = createHttpRpc()
    // Nothing listens on port 9.
    const error = await rejection(rpc('http://127.0.0.1:9', { method: 'eth_blockNumber' }))
    expect(error).toBeInstanceOf(WalletRpcError)
    expect((error as WalletRpcError).code).toBe(4901)
    expect((error as WalletRpcError).message).toBe('The provider is not connected to the requested chain')
  })
})
