import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { devnetAccounts, startDevnet, type RunningDevnet } from '@portico/devnet'
import { createDevWalletProvider, type DevWalletProvider } from './devWalletProvider.ts'
import { providerErrorCodes } from './providerRpcError.ts'

let devnets: RunningDevnet[] = []
let provider: DevWalletProvider
const holder = devnetAccounts[4]!

beforeAll(async () => {
  devnets = await Promise.all([
    startDevnet({ chainId: 31337, port: 0 }),
    startDevnet({ chainId: 31338, port: 0 }),
  ])
  provider = createDevWalletProvider({
    privateKey: holder.privateKey,
    chains: devnets.map((d) => ({ id: d.chainId, name: `chain ${d.chainId}`, rpcUrl: d.rpcUrl })),
  })
})
afterAll(async () => {
  await Promise.all(devnets.map((d) => d.stop()))
})

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: number }) => error.code,
  )

describe('Portico Dev Wallet provider', () => {
  it('refuses to sign before the dapp connects', async () => {
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(
      await codeOf(provider.request({ method: 'personal_sign', params: ['0x00', holder.address] })),
    ).toBe(providerErrorCodes.unauthorized)
  })

  it('connects and reports its account and the active chain', async () => {
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([holder.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('forwards reads to the devnet', async () => {
    const onChain = await createPublicClient({ transport: http(devnets[0]!.rpcUrl) }).getBalance({
      address: holder.address,
    })
    expect(await provider.request({ method: 'eth_getBalance', params: [holder.address, 'latest'] })).toBe(
      toHex(onChain),
    )
  })

  it('signs messages and typed data that verify for its address, and refuses other addresses', async () => {
    const message = 'Sign in to Portico'
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex(message), holder.address],
    })) as Hex
    expect(await verifyMessage({ address: holder.address, message, signature })).toBe(true)

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const typedSignature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [holder.address, JSON.stringify(typedData)],
    })) as Hex
    expect(await verifyTypedData({ address: holder.address, signature: typedSignature, ...typedData })).toBe(
      true,
    )

    const other = devnetAccounts[5]!.address
    expect(await codeOf(provider.request({ method: 'personal_sign', params: ['0x00', other] }))).toBe(
      providerErrorCodes.unauthorized,
    )
  })

  it('sends a transaction that lands on the devnet', async () => {
    const client = createPublicClient({ transport: http(devnets[0]!.rpcUrl) })
    const receiver = devnetAccounts[6]!.address
    const before = await client.getBalance({ address: receiver })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: holder.address, to: receiver, value: toHex(parseEther('1.5')) }],
    })) as Hex
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: receiver })).toBe(before + parseEther('1.5'))
  })

  it('switches between its chains with chainChanged, and answers 4902 for an unknown chain', async () => {
    const changes: string[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(changes).toEqual(['0x7a6a'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
    expect(
      await codeOf(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })),
    ).toBe(providerErrorCodes.unrecognizedChain)
  })

  it('adds a chain it does not know with wallet_addEthereumChain (EIP-3085), then can switch to it', async () => {
    try {
      // A chain id the wallet does not know, served by the second node; adding it again is a no-op.
      const params = [{ chainId: '0x10f2c', chainName: 'Extra', rpcUrls: [devnets[1]!.rpcUrl] }]
      expect(
        await codeOf(
          provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x10f2c' }] }),
        ),
      ).toBe(providerErrorCodes.unrecognizedChain)
      expect(await provider.request({ method: 'wallet_addEthereumChain', params })).toBeNull()
      expect(await provider.request({ method: 'wallet_addEthereumChain', params })).toBeNull()
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x10f2c' }] })
      expect(await provider.request({ method: 'eth_chainId' })).toBe('0x10f2c')
      expect(
        await codeOf(provider.request({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x5' }] })),
      ).toBe(providerErrorCodes.invalidParams)
    } finally {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    }
  })

  it('EIP-5792: capabilities per chain, a batch sent call by call, and its status with receipts', async () => {
    const capabilities = (await provider.request({
      method: 'wallet_getCapabilities',
      params: [holder.address],
    })) as Record<string, unknown>
    expect(capabilities['0x7a69']).toEqual({ atomic: { status: 'unsupported' } })
    expect(capabilities['0x7a6a']).toEqual({ atomic: { status: 'unsupported' } })

    const client = createPublicClient({ transport: http(devnets[0]!.rpcUrl) })
    const receiver = devnetAccounts[7]!.address
    const before = await client.getBalance({ address: receiver })
    const call = { to: receiver, value: toHex(parseEther('0.25')) }
    const batch = { version: '2.0.0', from: holder.address, chainId: '0x7a69', atomicRequired: false }
    const { id } = (await provider.request({
      method: 'wallet_sendCalls',
      params: [{ ...batch, calls: [call, call] }],
    })) as { id: string }
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      receipts: unknown[]
    }
    expect(status).toMatchObject({ id, chainId: '0x7a69', status: 200, atomic: false })
    expect(status.receipts).toHaveLength(2)
    expect(await client.getBalance({ address: receiver })).toBe(before + parseEther('0.5'))

    const refusals = [
      [{ ...batch, calls: [] }, providerErrorCodes.invalidParams],
      [{ ...batch, chainId: '0x7a6a', calls: [call] }, providerErrorCodes.unsupportedChainId],
      [{ ...batch, atomicRequired: true, calls: [call] }, providerErrorCodes.atomicityNotSupported],
    ] as const
    for (const [params, code] of refusals)
      expect(await codeOf(provider.request({ method: 'wallet_sendCalls', params: [params] }))).toBe(code)
    expect(await codeOf(provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] }))).toBe(
      providerErrorCodes.unknownBundleId,
    )
    expect(
      await codeOf(
        provider.request({ method: 'wallet_getCapabilities', params: [devnetAccounts[5]!.address] }),
      ),
    ).toBe(providerErrorCodes.unauthorized)
  })

  it('picking another account in the wallet tells the dapp (accountsChanged) and signs with the new key', async () => {
    const changes: (readonly string[])[] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))
    const other = devnetAccounts[8]!
    expect(provider.selectAccount(other.privateKey)).toBe(other.address)
    expect(changes).toEqual([[other.address]])
    expect(provider.address).toBe(other.address)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([other.address])
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex('hi'), other.address],
    })) as Hex
    expect(await verifyMessage({ address: other.address, message: 'hi', signature })).toBe(true)
    provider.selectAccount(holder.privateKey)
  })
})
