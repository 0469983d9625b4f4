import { base58 } from '@scure/base'
import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  buildSolanaMessage,
  buildSolanaTransaction,
  splApprove,
  splTransferChecked,
  systemTransfer,
  testSolanaKey,
} from '../../src/rpc/solanaTestTransactions.ts'
import { InvalidApprovalRequestError, describeApproval } from './describeApproval.ts'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const user = testSolanaKey(1)
const friend = testSolanaKey(3)
const thief = testSolanaKey(2)

describe('describeApproval', () => {
  it('decodes a personal_sign message as UTF-8 text', () => {
    expect(
      describeApproval({
        method: 'personal_sign',
        params: [stringToHex('Sign in to Portico ✓\nNonce: 42'), account],
        chainId: 'eip155:31337',
      }),
    ).toEqual({ kind: 'message', text: 'Sign in to Portico ✓\nNonce: 42', isHex: false })
  })

  it('shows hex when the bytes are not text', () => {
    expect(
      describeApproval({ method: 'personal_sign', params: ['0xff00fe', account], chainId: undefined }),
    ).toEqual({
      kind: 'message',
      text: '0xff00fe',
      isHex: true,
    })
    // Valid UTF-8 but a control character: still not text a person can read.
    expect(
      describeApproval({ method: 'personal_sign', params: ['0x6869000102', account], chainId: undefined }),
    ).toEqual({ kind: 'message', text: '0x6869000102', isHex: true })
  })

  it('shows a plain-text personal_sign message as it is', () => {
    expect(
      describeApproval({ method: 'personal_sign', params: ['hello', account], chainId: undefined }),
    ).toEqual({
      kind: 'message',
      text: 'hello',
      isHex: false,
    })
  })

  it('describes typed data: domain, chain, primary type and a nested tree', () => {
    const typedData = {
      types: { EIP712Domain: [], Mail: [] },
      domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: '0xCcCC' },
      primaryType: 'Mail',
      message: { from: { name: 'Cow', wallets: ['0xa', '0xb'] }, contents: 'Hello, Bob!', amount: 5 },
    }
    expect(
      describeApproval({
        method: 'eth_signTypedData_v4',
        params: [account, JSON.stringify(typedData)],
        chainId: 'eip155:31337',
      }),
    ).toEqual({
      kind: 'typedData',
      domainName: 'Ether Mail',
      domainChain: 'Portico Devnet',
      verifyingContract: '0xCcCC',
      primaryType: 'Mail',
      message: [
        {
          key: 'from',
          children: [
            { key: 'name', value: 'Cow' },
            {
              key: 'wallets',
              children: [
                { key: '0', value: '0xa' },
                { key: '1', value: '0xb' },
              ],
            },
          ],
        },
        { key: 'contents', value: 'Hello, Bob!' },
        { key: 'amount', value: '5' },
      ],
    })
  })

  it('names known networks and falls back to the id', () => {
    const typedData = { domain: { chainId: '0x1' }, primaryType: 'T', message: {} }
    const details = describeApproval({
      method: 'eth_signTypedData_v4',
      params: [account, typedData],
      chainId: undefined,
    })
    expect(details).toMatchObject({ domainChain: 'Ethereum', domainName: undefined })
    const other = describeApproval({
      method: 'eth_signTypedData_v4',
      params: [account, { domain: { chainId: 777 }, primaryType: 'T', message: {} }],
      chainId: undefined,
    })
    expect(other).toMatchObject({ domainChain: 'Network eip155:777' })
  })

  it('refuses typed data that is not JSON or lacks its parts', () => {
    expect(() =>
      describeApproval({ method: 'eth_signTypedData_v4', params: [account, '{oops'], chainId: undefined }),
    ).toThrow('Invalid eth_signTypedData_v4 parameters: the typed data is not JSON')
    expect(() =>
      describeApproval({
        method: 'eth_signTypedData_v4',
        params: [account, { message: {} }],
        chainId: undefined,
      }),
    ).toThrow(InvalidApprovalRequestError)
  })

  it('describes a transaction with the value in ETH, the data length and the network', () => {
    expect(
      describeApproval({
        method: 'eth_sendTransaction',
        params: [
          {
            from: account,
            to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
            value: '0x6f05b59d3b20000',
            data: '0xa9059cbb0000',
          },
        ],
        chainId: 'eip155:31338',
      }),
    ).toEqual({
      kind: 'transaction',
      to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      value: '0.5 ETH',
      dataBytes: 6,
      network: 'Portico Devnet Two',
    })
    expect(
      describeApproval({
        method: 'eth_sendTransaction',
        params: [{ from: account, data: '0x60' }],
        chainId: 'eip155:137',
      }),
    ).toMatchObject({ to: undefined, value: '0 POL', dataBytes: 1, network: 'Polygon' })
  })

  it('refuses a transaction with a bad value or data', () => {
    expect(() =>
      describeApproval({ method: 'eth_sendTransaction', params: [{ value: 'lots' }], chainId: undefined }),
    ).toThrow('Invalid eth_sendTransaction parameters: value must be a quantity')
    expect(() =>
      describeApproval({ method: 'eth_sendTransaction', params: [{ data: 'zz' }], chainId: undefined }),
    ).toThrow('Invalid eth_sendTransaction parameters: data must be hex')
    expect(() => describeApproval({ method: 'eth_sendTransaction', params: [], chainId: undefined })).toThrow(
      InvalidApprovalRequestError,
    )
  })

  it('decodes a Solana message from base58 and counts Solana transactions', () => {
    const message = base58.encode(new TextEncoder().encode('Hello Solana'))
    expect(
      describeApproval({
        method: 'solana_signMessage',
        params: { message, pubkey: 'x' },
        chainId: undefined,
      }),
    ).toEqual({ kind: 'message', text: 'Hello Solana', isHex: false })
    const transfer = buildSolanaTransaction(
      buildSolanaMessage(user.address, [systemTransfer(user.address, friend.address, 1n)]),
    )
    expect(
      describeApproval({
        method: 'solana_signAllTransactions',
        params: { transactions: [transfer, transfer, transfer] },
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }),
    ).toMatchObject({ kind: 'solanaTransactions', count: 3, network: 'Solana' })
    expect(() =>
      describeApproval({
        method: 'solana_signAllTransactions',
        params: { transactions: [transfer, 'abc'] },
        chainId: undefined,
      }),
    ).toThrow(InvalidApprovalRequestError)
    expect(() =>
      describeApproval({ method: 'solana_signTransaction', params: {}, chainId: undefined }),
    ).toThrow('Invalid solana_signTransaction parameters: no transaction to sign')
    expect(() =>
      describeApproval({ method: 'solana_signMessage', params: { message: '0OIl' }, chainId: undefined }),
    ).toThrow('the message must be base58')
  })

  it('attack: solana_signMessage of bytes that are a Solana transaction is refused before the screen shows it', () => {
    for (const versioned of [false, true]) {
      const drain = buildSolanaMessage(
        user.address,
        [systemTransfer(user.address, thief.address, 5n)],
        versioned,
      )
      for (const message of [base58.encode(drain), buildSolanaTransaction(drain)])
        expect(() =>
          describeApproval({ method: 'solana_signMessage', params: { message }, chainId: undefined }),
        ).toThrow('this message is a Solana transaction; ask for solana_signTransaction')
    }
  })

  it('attack: a Solana transaction shows the SOL and SPL-token transfers it makes, with amounts and recipients, and an unlimited token approval as Unlimited', () => {
    const mint = testSolanaKey(9).address
    const source = testSolanaKey(10).address
    const destination = testSolanaKey(11).address
    const transaction = buildSolanaTransaction(
      buildSolanaMessage(user.address, [
        systemTransfer(user.address, thief.address, 1_500_000_000n),
        splTransferChecked(source, mint, destination, user.address, 2_500_000n, 6),
        splApprove(source, thief.address, user.address, 2n ** 64n - 1n),
        { programId: testSolanaKey(12).address, accounts: [user.address], data: [1, 2, 3] },
      ]),
    )
    const details = describeApproval({
      method: 'solana_signTransaction',
      params: { transaction },
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
    expect(details).toMatchObject({
      kind: 'solanaTransactions',
      count: 1,
      transfers: [
        { kind: 'sol', amount: '1.5 SOL', counterparty: thief.address },
        {
          kind: 'token',
          amount: `2.5 of token ${mint.slice(0, 4)}…${mint.slice(-4)}`,
          counterparty: destination,
        },
        { kind: 'tokenApproval', amount: 'Unlimited', counterparty: thief.address },
      ],
      otherPrograms: [testSolanaKey(12).address],
    })
  })
})
