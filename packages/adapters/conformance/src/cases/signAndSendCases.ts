import { MissingCapabilitiesAddressError } from '@portico/common'
import { devnetAccounts, devnetContracts, erc20Abi, weth9Abi } from '@portico/devnet'
import {
  encodeFunctionData,
  formatEther,
  parseEther,
  parseUnits,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { expect, it } from 'vitest'
import { DEV_WALLET, type ConformanceApp, type ConformanceWorld } from '../conformanceWorld.ts'

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello from the conformance suite' },
} as const

/** Signing, sending, contract writes and EIP-5792. */
export function signAndSendCases(world: () => ConformanceWorld): void {
  const connected = async (): Promise<ConformanceApp> => {
    const app = world().createApp()
    await app.core.connect(DEV_WALLET.rdns)
    return app
  }

  it('sign message (EIP-191): through the adapter and through core, each verifies for the account', async () => {
    const { core, adapter } = await connected()
    const { address } = world().holder
    const message = 'conformance: sign'
    const signature = await adapter.signMessage({ message, address })
    expect(await verifyMessage({ address, message, signature })).toBe(true)
    const throughCore = await core.request({ method: 'personal_sign', params: [toHex(message), address] })
    expect(await verifyMessage({ address, message, signature: throughCore as `0x${string}` })).toBe(true)
  })

  it('sign typed data (EIP-712, eth_signTypedData_v4) verifies for the account', async () => {
    const { adapter } = await connected()
    const { address } = world().holder
    expect(adapter.signTypedData).toBeTypeOf('function')
    const signature = await adapter.signTypedData!({ address, typedData })
    expect(await verifyTypedData({ address, signature, ...typedData })).toBe(true)
    expect(world().wallet.methods()).toContain('eth_signTypedData_v4')
  })

  it('send native: the value moves on chain', async () => {
    const { adapter } = await connected()
    const reader = world().reader(world().networkOne)
    const to = devnetAccounts[7]!.address
    const before = await reader.getBalance({ address: to })

    const hash = await adapter.sendTransaction({
      address: world().holder.address,
      to,
      value: parseEther('1.25'),
    })

    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    const after = await reader.getBalance({ address: to })
    expect(after).toBe(before + parseEther('1.25'))
    expect(await adapter.getBalance({ address: to, caipNetwork: world().networkOne })).toEqual({
      balance: formatEther(after),
      symbol: world().networkOne.nativeCurrency.symbol,
    })
  })

  it('send ERC-20: a PUSD transfer moves the token on chain', async () => {
    const { adapter } = await connected()
    const reader = world().reader(world().networkOne)
    const to = devnetAccounts[7]!.address
    const balanceOf = () =>
      reader.readContract({
        address: devnetContracts.usd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [to],
      })
    const before = await balanceOf()
    const amount = parseUnits('12.5', 6)

    const hash = await adapter.sendTransaction({
      address: world().holder.address,
      to: devnetContracts.usd,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    })

    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await balanceOf()).toBe(before + amount)
  })

  it('write contract: WETH deposit() with value wraps ether', async () => {
    const { adapter } = await connected()
    const reader = world().reader(world().networkOne)
    const { address } = world().holder
    const wethOf = () =>
      reader.readContract({
        address: devnetContracts.weth9,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const before = await wethOf()

    const hash = await adapter.writeContract({
      address,
      contractAddress: devnetContracts.weth9,
      abi: weth9Abi,
      functionName: 'deposit',
      value: parseEther('0.5'),
    })

    expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await wethOf()).toBe(before + parseEther('0.5'))
  })

  it("wallet_getCapabilities gives the wallet's capabilities by chain; without an address, the §8 message", async () => {
    const { adapter } = await connected()
    const capabilities = await adapter.getCapabilities(world().holder.address)
    expect(capabilities['0x7a69']).toEqual({ atomic: { status: 'unsupported' } })

    const missing = await adapter.getCapabilities().catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(MissingCapabilitiesAddressError)
    expect((missing as Error).message).toBe('Missing address parameter in wallet_getCapabilities request')
  })

  it('wallet_sendCalls (EIP-5792) runs the batch; its id answers wallet_getCallsStatus', async () => {
    const { adapter } = await connected()
    const reader = world().reader(world().networkOne)
    const to = devnetAccounts[8]!.address
    const before = await reader.getBalance({ address: to })
    expect(adapter.sendCalls).toBeTypeOf('function')

    const id = await adapter.sendCalls!({
      address: world().holder.address,
      calls: [
        { to, value: parseEther('0.5') },
        { to, value: parseEther('0.25') },
      ],
    })

    expect(world().wallet.methods()).toContain('wallet_sendCalls')
    const status = (await world().devWallet.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
      receipts: unknown[]
    }
    expect(status).toMatchObject({ status: 200, chainId: '0x7a69' })
    expect(status.receipts).toHaveLength(2)
    expect(await reader.getBalance({ address: to })).toBe(before + parseEther('0.75'))
  })
}
