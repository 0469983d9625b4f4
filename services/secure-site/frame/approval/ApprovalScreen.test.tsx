// @vitest-environment happy-dom
import { act } from 'react'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it, vi } from 'vitest'
import {
  account,
  button,
  dialog,
  key,
  mount,
  useApprovalScreenTestBed,
  wait,
} from './approvalScreenTestBed.tsx'

useApprovalScreenTestBed()

describe('the approval screen', () => {
  it('renders nothing until an unsafe request waits', async () => {
    const { container } = await mount()
    expect(container.innerHTML).toBe('')
  })

  it('is a labelled dialog showing the app, account, network and decoded message, focused', async () => {
    const { ask, ui } = await mount()
    // The url the app declares is not shown: the origin the browser reports is.
    await act(async () => ui.setDappMetadata({ name: 'Shop', url: 'https://bank.example/' }))
    await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['0x48656c6c6f2c2053686f70', account],
      chainId: 'eip155:31337',
    })
    const element = dialog()!
    expect(element.getAttribute('aria-modal')).toBe('true')
    const title = document.getElementById(element.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Signature request')
    expect(document.activeElement).toBe(element)
    expect(element.textContent).toContain('Shop')
    expect(element.textContent).toContain('shop.example')
    expect(element.textContent).not.toContain('bank.example')
    expect(element.textContent).toContain('0xf3…b92266')
    expect(element.textContent).toContain('Portico Devnet')
    expect(element.querySelector('pre')?.textContent).toBe('Hello, Shop')
    expect(button('Approve')).toBeDefined()
    expect(button('Reject')).toBeDefined()
  })

  it('asks to confirm an email change naming both addresses; Reject answers 4001 without running it', async () => {
    const { ask, runs } = await mount()
    const { settled } = await ask({
      id: 'e',
      method: 'updateEmail',
      params: { email: 'new@example.test' },
      chainId: 'eip155:31337',
      details: { kind: 'emailChange', from: 'old@example.test', to: 'new@example.test' },
    })
    const element = dialog()!
    const title = document.getElementById(element.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe('Change sign-in email')
    expect(element.textContent).toContain(
      'Change your sign-in email from old@example.test to new@example.test?',
    )
    expect(button('Approve')?.disabled).toBe(false)
    await act(async () => button('Reject')!.click())
    await expect(settled).rejects.toMatchObject({ code: 4001 })
    expect(runs).toHaveLength(0)
    expect(dialog()).toBeNull()
  })

  it('approves with Enter: busy while signing, then answers the result and closes', async () => {
    const { ask, runs } = await mount()
    const { settled } = await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['hello', account],
      chainId: 'eip155:31337',
    })
    await key('Enter')
    expect(runs).toHaveLength(1)
    expect(dialog()?.getAttribute('aria-busy')).toBe('true')
    expect(button('Reject')?.disabled).toBe(true)
    expect(button('Signing…')?.disabled).toBe(true)
    // Escape does nothing while the secure site signs.
    await key('Escape')
    await act(async () => runs[0]!.resolve('0xsigned'))
    await expect(settled).resolves.toBe('0xsigned')
    expect(dialog()).toBeNull()
  })

  it('refuses Approve, by button or Enter, until the screen has been shown for the minimum time; Reject works at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { ask, runs } = await mount({ minimumMs: 500, graceMs: 1_500 })
    const { settled } = await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['hello', account],
      chainId: 'eip155:31337',
    })
    expect(button('Approve')?.disabled).toBe(true)
    expect(button('Reject')?.disabled).toBe(false)
    await key('Enter')
    await act(async () => button('Approve')!.click())
    await wait(499)
    expect(button('Approve')?.disabled).toBe(true)
    expect(runs).toHaveLength(0)
    await wait(1)
    expect(button('Approve')?.disabled).toBe(false)
    await key('Enter')
    expect(runs).toHaveLength(1)
    await act(async () => runs[0]!.resolve('0xsigned'))
    await expect(settled).resolves.toBe('0xsigned')
  })

  it('counts the minimum time again for the next request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { ask } = await mount({ minimumMs: 500, graceMs: 1_500 })
    const { settled: first } = await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['one', account],
      chainId: undefined,
    })
    await ask({ id: 'b', method: 'personal_sign', params: ['two', account], chainId: undefined })
    await wait(500)
    expect(button('Approve')?.disabled).toBe(false)
    await act(async () => button('Reject')!.click())
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(dialog()?.querySelector('pre')?.textContent).toBe('two')
    expect(button('Approve')?.disabled).toBe(true)
  })

  it('rejects with Escape and with the Reject button, showing the next request in between', async () => {
    const { ask } = await mount()
    const { settled: first } = await ask({
      id: 'a',
      method: 'personal_sign',
      params: ['one', account],
      chainId: undefined,
    })
    const { settled: second } = await ask({
      id: 'b',
      method: 'personal_sign',
      params: ['two', account],
      chainId: undefined,
    })
    expect(dialog()?.textContent).toContain('1 more request waiting')
    await key('Escape')
    await expect(first).rejects.toMatchObject({ code: 4001 })
    expect(dialog()?.querySelector('pre')?.textContent).toBe('two')
    await act(async () => button('Reject')!.click())
    await expect(second).rejects.toMatchObject({ code: 4001 })
    expect(dialog()).toBeNull()
  })

  it('shows the server’s error in an alert and closes with Close', async () => {
    const { ask, runs } = await mount()
    const { settled } = await ask({
      id: 'a',
      method: 'eth_sendTransaction',
      params: [{ to: account, value: '0xde0b6b3a7640000', data: '0x1234' }],
      chainId: 'eip155:31338',
    })
    expect(dialog()?.textContent).toContain('1 ETH')
    expect(dialog()?.textContent).toContain('2 bytes')
    expect(dialog()?.textContent).toContain('Portico Devnet Two')
    await act(async () => button('Approve')!.click())
    await act(async () => runs[0]!.reject(new Error('insufficient funds for gas * price + value')))
    await expect(settled).rejects.toThrow('insufficient funds')
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'insufficient funds for gas * price + value',
    )
    expect(button('Approve')).toBeUndefined()
    await act(async () => button('Close')!.click())
    expect(dialog()).toBeNull()
  })

  it('shows typed data as a nested key/value tree', async () => {
    const { ask } = await mount()
    await ask({
      id: 'a',
      method: 'eth_signTypedData_v4',
      params: [
        account,
        {
          domain: { name: 'Mail', chainId: 1 },
          primaryType: 'Mail',
          message: { from: { name: 'Cow' }, to: 'Bob' },
        },
      ],
      chainId: 'eip155:1',
    })
    const element = dialog()!
    expect(element.textContent).toContain('Sign typed data')
    expect(element.textContent).toContain('Ethereum')
    const nested = element.querySelector('.frame-tree .frame-tree')
    expect(nested?.textContent).toBe('nameCow')
    expect(element.querySelectorAll('.frame-tree__key')).toHaveLength(3)
  })

  it('applies the synced theme mode and accent to the document', async () => {
    const { ui } = await mount()
    expect(document.documentElement.dataset.theme).toBe('dark')
    await act(async () => ui.setTheme({ themeMode: 'light', themeVariables: { '--w3m-accent': '#ff5a36' } }))
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.documentElement.style.getPropertyValue('--frame-accent-fill')).toBe('#ff5a36')
    await act(async () => ui.setTheme({ themeVariables: {} }))
    expect(document.documentElement.style.getPropertyValue('--frame-accent-fill')).toBe('')
  })

  it('shows a transaction’s maximum fee and nonce, and an ERC-20 approval’s Unlimited amount, token and spender', async () => {
    const { ask } = await mount()
    const spender = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    await ask({
      id: 'a',
      method: 'eth_sendTransaction',
      params: [
        {
          to: token,
          gas: '0xc350',
          maxFeePerGas: '0x3b9aca00',
          nonce: '0x7',
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
        },
      ],
      chainId: 'eip155:31337',
    })
    const text = dialog()!.textContent
    expect(text).toContain('Max fee0.00005 ETH')
    expect(text).toContain('Nonce7')
    expect(text).toContain('Allows to spendUnlimited')
    expect(text).toContain('Spender0x70…dc79C8')
  })
})
