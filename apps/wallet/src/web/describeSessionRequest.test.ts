import { toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainLabel, decodeMessageText, describeSessionRequest } from './describeSessionRequest.ts'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('describeSessionRequest', () => {
  it('decodes personal_sign text, and shows binary messages as hex', () => {
    expect(
      describeSessionRequest({
        method: 'personal_sign',
        params: [toHex('Hello from Portico\nLine two'), address],
        chainId: 'eip155:31337',
      }),
    ).toEqual({
      title: 'Sign a message',
      rows: [{ label: 'Account', value: address }],
      detail: { label: 'Message', text: 'Hello from Portico\nLine two' },
    })
    expect(
      describeSessionRequest({
        method: 'personal_sign',
        params: ['0x00ff01', address],
        chainId: 'eip155:31337',
      }).detail,
    ).toEqual({ label: 'Message (not text, shown as hex)', text: '0x00ff01' })
  })

  it('shows typed data domain, primary type and message', () => {
    const typedData = {
      domain: { name: 'Portico', chainId: 31337 },
      primaryType: 'Mail',
      types: {},
      message: { contents: 'hi' },
    }
    const summary = describeSessionRequest({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
      chainId: 'eip155:31337',
    })
    expect(summary.rows).toEqual([
      { label: 'Account', value: address },
      { label: 'Domain', value: 'name: Portico, chainId: 31337' },
      { label: 'Primary type', value: 'Mail' },
    ])
    expect(summary.detail).toEqual({ label: 'Message', text: JSON.stringify({ contents: 'hi' }, null, 2) })
  })

  it('shows a transaction’s network, recipient, value and data', () => {
    expect(
      describeSessionRequest({
        method: 'eth_sendTransaction',
        params: [{ from: address, to, value: '0xde0b6b3a7640000', data: '0xabcdef' }],
        chainId: 'eip155:31338',
      }),
    ).toEqual({
      title: 'Send a transaction',
      rows: [
        { label: 'Network', value: 'Portico Devnet Two (31338)' },
        { label: 'From', value: address },
        { label: 'To', value: to },
        { label: 'Value', value: '1 ETH' },
      ],
      detail: { label: 'Data', text: '0xabcdef' },
    })
  })

  it('names the target of a network switch and shows unknown methods’ params', () => {
    expect(
      describeSessionRequest({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0x7a69' }],
        chainId: 'eip155:31338',
      }).rows,
    ).toEqual([{ label: 'Network', value: 'Portico Devnet (31337)' }])
    expect(describeSessionRequest({ method: 'eth_foo', params: [1], chainId: 'eip155:1' }).detail).toEqual({
      label: 'Params',
      text: '[\n  1\n]',
    })
  })
})

describe('chainLabel and decodeMessageText', () => {
  it('names devnet chains and leaves others as given', () => {
    expect(chainLabel(31337)).toBe('Portico Devnet (31337)')
    expect(chainLabel('eip155:1')).toBe('eip155:1')
  })

  it('keeps plain strings and rejects invalid UTF-8', () => {
    expect(decodeMessageText('plain')).toBe('plain')
    expect(decodeMessageText('0xc328')).toBeUndefined()
  })
})
