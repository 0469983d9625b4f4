import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  zeroAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetMulticall3Abi, porticoPalsAbi } from './abis.ts'
import { devnetAccounts } from './fixtures/devnetAccounts.ts'
import { porticoDevnet, withRpcUrl } from './fixtures/devnetChains.ts'
import { devnetContracts } from './fixtures/devnetContracts.ts'
import { startDevnet, type RunningDevnet } from './startDevnet.ts'

// Behaviour of our own Solidity (contracts/*.sol) beyond what the fixture test reads.
const publicClientOf = (rpcUrl: string) =>
  createPublicClient({ chain: withRpcUrl(porticoDevnet, rpcUrl), transport: http(rpcUrl) })
let devnet: RunningDevnet
let client: ReturnType<typeof publicClientOf>

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  client = publicClientOf(devnet.rpcUrl)
})

afterAll(async () => {
  await devnet?.stop()
})

function walletOf(index: number) {
  return createWalletClient({
    account: privateKeyToAccount(devnetAccounts[index]!.privateKey),
    chain: withRpcUrl(porticoDevnet, devnet.rpcUrl),
    transport: http(devnet.rpcUrl),
  })
}

async function revertName(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
  } catch (error) {
    const revert =
      error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : null
    // require() strings arrive as Error(string); custom errors by name.
    if (revert instanceof ContractFunctionRevertedError) {
      return revert.data?.errorName === 'Error' ? revert.reason : revert.data?.errorName
    }
    throw error
  }
  return undefined
}

describe('Multicall3', () => {
  const multicall3 = { address: devnetContracts.multicall3, abi: devnetMulticall3Abi } as const
  const balanceCall = (index: number) => ({
    target: devnetContracts.usd,
    callData: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [devnetAccounts[index]!.address],
    }),
  })
  const failingCall = {
    target: devnetContracts.nftCollection,
    callData: encodeFunctionData({ abi: porticoPalsAbi, functionName: 'ownerOf', args: [999n] }),
  }

  it('answers the block and chain getters', async () => {
    const block = await client.getBlock()
    const read = <F extends 'getBasefee' | 'getCurrentBlockGasLimit' | 'getChainId' | 'getLastBlockHash'>(
      functionName: F,
    ) => client.readContract({ ...multicall3, functionName })
    expect(await read('getChainId')).toBe(31337n)
    expect(await read('getCurrentBlockGasLimit')).toBe(block.gasLimit)
    expect(await read('getBasefee')).toBeGreaterThan(0n)
    expect(await read('getLastBlockHash')).toMatch(/^0x[0-9a-f]{64}$/)
  })

  it('aggregate reverts with CallFailed, tryAggregate reports the failure', async () => {
    const aggregate = client.simulateContract({
      ...multicall3,
      functionName: 'aggregate',
      args: [[balanceCall(1), failingCall]],
    })
    expect(await revertName(aggregate)).toBe('CallFailed')
    const { result: results } = await client.simulateContract({
      ...multicall3,
      functionName: 'tryAggregate',
      args: [false, [balanceCall(1), failingCall]],
    })
    expect(results.map((r) => r.success)).toEqual([true, false])
    const {
      result: [blockNumber, , blockResults],
    } = await client.simulateContract({
      ...multicall3,
      functionName: 'blockAndAggregate',
      args: [[balanceCall(2)]],
    })
    expect(blockNumber).toBeGreaterThan(0n)
    expect(blockResults[0]!.success).toBe(true)
  })

  it('aggregate3Value forwards value and insists that msg.value matches', async () => {
    const receiver = devnetAccounts[8]!.address
    const send = { target: receiver, allowFailure: false, value: parseEther('1'), callData: '0x' as const }
    const { result } = await client.simulateContract({
      ...multicall3,
      account: devnetAccounts[7]!.address,
      functionName: 'aggregate3Value',
      args: [[send]],
      value: parseEther('1'),
    })
    expect(result[0]!.success).toBe(true)
    const mismatch = client.simulateContract({
      ...multicall3,
      account: devnetAccounts[7]!.address,
      functionName: 'aggregate3Value',
      args: [[{ ...send, allowFailure: true, value: 0n }]],
      value: parseEther('1'),
    })
    expect(await revertName(mismatch)).toBe('ValueMismatch')
  })
})

describe('PorticoToken', () => {
  it('moves tokens with allowances, and an unlimited allowance never runs down', async () => {
    const token = { address: devnetContracts.token18, abi: erc20Abi } as const
    const [owner, spender, receiver] = [devnetAccounts[4]!, devnetAccounts[5]!, devnetAccounts[6]!]
    const approve = await walletOf(4).writeContract({
      ...token,
      functionName: 'approve',
      args: [spender.address, maxUint256],
    })
    await client.waitForTransactionReceipt({ hash: approve, pollingInterval: 50 })
    const before = await client.readContract({
      ...token,
      functionName: 'balanceOf',
      args: [receiver.address],
    })
    const move = await walletOf(5).writeContract({
      ...token,
      functionName: 'transferFrom',
      args: [owner.address, receiver.address, 7n],
    })
    await client.waitForTransactionReceipt({ hash: move, pollingInterval: 50 })
    expect(await client.readContract({ ...token, functionName: 'balanceOf', args: [receiver.address] })).toBe(
      before + 7n,
    )
    expect(
      await client.readContract({
        ...token,
        functionName: 'allowance',
        args: [owner.address, spender.address],
      }),
    ).toBe(maxUint256)
    const tooMuch = client.simulateContract({
      ...token,
      account: devnetAccounts[6]!.address,
      functionName: 'transferFrom',
      args: [owner.address, receiver.address, 1n],
    })
    expect(await revertName(tooMuch)).toBe('PorticoToken: allowance too low')
  })
})

describe('PorticoPals', () => {
  const pals = { address: devnetContracts.nftCollection, abi: porticoPalsAbi } as const

  it('declares ERC-165, ERC-721 and ERC-721 Metadata', async () => {
    for (const id of ['0x01ffc9a7', '0x80ac58cd', '0x5b5e139f'] as const) {
      expect(await client.readContract({ ...pals, functionName: 'supportsInterface', args: [id] })).toBe(true)
    }
    expect(
      await client.readContract({ ...pals, functionName: 'supportsInterface', args: ['0xffffffff'] }),
    ).toBe(false)
  })

  it('transfers a token by its owner, refuses strangers and outside minters', async () => {
    const [owner, stranger] = [devnetAccounts[2]!, devnetAccounts[3]!]
    const steal = client.simulateContract({
      ...pals,
      account: stranger.address,
      functionName: 'transferFrom',
      args: [owner.address, stranger.address, 7n],
    })
    expect(await revertName(steal)).toBe('PorticoPals: not allowed to transfer')
    const mint = client.simulateContract({
      ...pals,
      account: stranger.address,
      functionName: 'mint',
      args: [stranger.address, 100n, 'data:,'],
    })
    expect(await revertName(mint)).toBe('PorticoPals: only the minter mints')
    const hash = await walletOf(2).writeContract({
      ...pals,
      functionName: 'safeTransferFrom',
      args: [owner.address, stranger.address, 7n],
    })
    await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(await client.readContract({ ...pals, functionName: 'ownerOf', args: [7n] })).toBe(stranger.address)
    expect(await client.readContract({ ...pals, functionName: 'balanceOf', args: [owner.address] })).toBe(1n)
    expect(await client.readContract({ ...pals, functionName: 'getApproved', args: [7n] })).toBe(zeroAddress)
  })
})
