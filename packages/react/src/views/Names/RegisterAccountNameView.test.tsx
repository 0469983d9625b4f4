// @vitest-environment happy-dom
// RegisterAccountName over a real core instance, the name service answered by a stub shaped like the API's
// (services/api/src/names/suggestNames.ts: the label itself first when free, then free variants).
import { act } from 'react'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../createAppKit.ts'
import { click, renderInDom, waitFor, type Rendered } from '../../testing/renderInDom.tsx'
import { devnet } from '../../testing/networks.ts'
import { RegisterAccountNameView } from './RegisterAccountNameView.tsx'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TAKEN = new Set(['alice.reown.id'])
const asked: string[] = []

vi.stubGlobal('fetch', async (input: string) => {
  const url = new URL(input)
  const [, label] = /^\/v1\/profile\/suggestions\/(.+)$/.exec(url.pathname) ?? []
  if (!label) return Response.json({})
  asked.push(label)
  const names = [label, `${label}1`, `${label}-1`, `${label}2`, `${label}-2`]
    .map((candidate) => `${candidate}.reown.id`)
    .filter((name) => !TAKEN.has(name))
    .slice(0, 5)
  return Response.json({ suggestions: names.map((name) => ({ name, registered: false })) })
})
afterAll(() => vi.unstubAllGlobals())

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  asked.length = 0
})

async function type(value: string) {
  const input = rendered!.container.querySelector('input')!
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  await act(async () => {
    setValue.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const note = () =>
  rendered?.container.querySelector('.portico-field__error, .portico-field__hint')?.textContent
const registerButton = () => rendered!.container.querySelector<HTMLButtonElement>('button[type="submit"]')!
const chips = () => [...rendered!.container.querySelectorAll('.portico-chip')].map((chip) => chip.textContent)

async function open() {
  const appKit = createAppKit({ projectId: 'demo', networks: [devnet] })
  appKit.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
  })
  rendered = await renderInDom(<RegisterAccountNameView />)
}

describe('RegisterAccountNameView', () => {
  it('refuses a short name without asking the API', async () => {
    await open()
    await type('ab')
    expect(note()).toBe('Use at least 4 letters, digits or hyphens.')
    expect(registerButton().disabled).toBe(true)
    expect(asked).toEqual([])
  })

  it('says a free name is available and lets it be registered', async () => {
    await open()
    await type('Carol')
    expect(note()).toBe('Checking carol.reown.id…')
    await waitFor(() => note() === 'carol.reown.id is available.')
    expect(registerButton().disabled).toBe(false)
    expect(chips()).toEqual(['carol1.reown.id', 'carol-1.reown.id', 'carol2.reown.id', 'carol-2.reown.id'])
    expect(asked).toEqual(['carol'])
  })

  it('says a name is taken when the API does not suggest it, and a suggestion replaces it', async () => {
    await open()
    await type('alice')
    await waitFor(() => note() === 'This name is taken.')
    expect(registerButton().disabled).toBe(true)
    await click([...rendered!.container.querySelectorAll('.portico-chip')][0])
    await waitFor(() => note() === 'alice1.reown.id is available.')
    expect(registerButton().disabled).toBe(false)
  })
})
