import { devnetAccounts, devnetContracts, startDevnet, type RunningDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  http,
  maxUint256,
  parseUnits,
} from 'viem'
import { prepareApproval, type ApprovalChainRead } from './prepareApproval.ts'

// Against a real anvil devnet with its PUSD token (6 decimals): what the screen shows is read from the chain.
let devnet: RunningDevnet
let read: ApprovalChainRead
const account = devnetAccounts[0]!.address
const receiver = devnetAccounts[1]!.address

beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  const client = createPublicClient({ transport: http(devnet.rpcUrl) })
  read = (method, params) => client.request({ method: method as never, params: params as never })
}, 120_000)

afterAll(async () => {
  await devnet?.stop()
})

describe('prepareApproval', () => {
  it('attack: a transaction without gas, fees or nonce is shown with the maximum fee and nonce it is then signed with', async () => {
    const { details, params } = await prepareApproval({
      method: 'eth_sendTransaction',
      params: [{ from: account, to: receiver, value: '0x1' }],
      chainId: 'eip155:31337',
      account,
      read,
    })
    const [signed] = params as [Record<string, string>]
    expect(BigInt(signed.gas!)).toBe(21_000n)
    expect(signed.maxFeePerGas).toMatch(/^0x[0-9a-f]+$/)
    expect(details).toMatchObject({ kind: 'transaction', nonce: String(BigInt(signed.nonce!)) })
    const maxFee = BigInt(signed.gas!) * BigInt(signed.maxFeePerGas!)
    expect(details).toMatchObject({ maxFee: `${formatEther(maxFee)} ETH` })
  })

  it('attack: an ERC-20 transfer and an unlimited approval show the amount with the decimals and symbol read from the token, and the recipient or spender', async () => {
    const transfer = await prepareApproval({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account,
          to: devnetContracts.usd,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [receiver, parseUnits('12.5', 6)],
          }),
        },
      ],
      chainId: 'eip155:31337',
      account,
      read,
    })
    const symbol = await read('eth_call', [
      { to: devnetContracts.usd, data: encodeFunctionData({ abi: erc20Abi, functionName: 'symbol' }) },
      'latest',
    ])
    expect(symbol).toBeTruthy()
    expect(transfer.details).toMatchObject({
      kind: 'transaction',
      tokenCall: { kind: 'transfer', amount: expect.stringMatching(/^12\.5 \S+$/), counterparty: receiver },
    })
    const approve = await prepareApproval({
      method: 'eth_sendTransaction',
      params: [
        {
          from: account,
          to: devnetContracts.usd,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [receiver, maxUint256] }),
        },
      ],
      chainId: 'eip155:31337',
      account,
      read,
    })
    expect(approve.details).toMatchObject({
      tokenCall: { kind: 'approve', amount: 'Unlimited', counterparty: receiver },
    })
  })

  it('attack: an EIP-2612 permit shows the token amount and the spender it lets take it', async () => {
    const { details } = await prepareApproval({
      method: 'eth_signTypedData_v4',
      params: [
        account,
        JSON.stringify({
          domain: { name: 'PUSD', chainId: 31337, verifyingContract: devnetContracts.usd },
          primaryType: 'Permit',
          types: {},
          message: {
            owner: account,
            spender: receiver,
            value: '2500000',
            nonce: '0',
            deadline: '1900000000',
          },
        }),
      ],
      chainId: 'eip155:31337',
      account,
      read,
    })
    expect(details).toMatchObject({
      kind: 'typedData',
      tokenCall: {
        kind: 'permit',
        amount: expect.stringMatching(/^2\.5 \S+$/),
        counterparty: receiver,
        deadline: '2030-03-17T17:46:40.000Z',
      },
    })
  })

  it('shows a transaction the chain cannot estimate as it came, with the reason', async () => {
    const broke = '0x000000000000000000000000000000000000dEaD'
    // It holds no PUSD: the transfer would revert.
    const asked = {
      from: broke,
      to: devnetContracts.usd,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1n] }),
    }
    const { details, params } = await prepareApproval({
      method: 'eth_sendTransaction',
      params: [asked],
      chainId: 'eip155:31337',
      account: broke,
      read,
    })
    expect(params).toEqual([asked])
    expect(details).toMatchObject({ kind: 'transaction', maxFee: undefined, feeProblem: expect.any(String) })
  })
})
