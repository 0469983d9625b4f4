// @vitest-environment happy-dom
// The activity list over a real core instance, with the Portico API answered by a stub: the Activity tab's
// newest five and See all, the History view's Load more by cursor, 'Failed to fetch transactions' with Try
// again, and no route to History when features.history is off.
import type { AppKit } from '@portico/react'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../createAppKit.ts'
import { click, renderInDom, waitFor, type Rendered } from '../../testing/renderInDom.tsx'
import { devnet } from '../../testing/networks.ts'
import { HistoryView } from './HistoryView.tsx'
import { TransactionList } from './TransactionList.tsx'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function sent(index: number) {
  return {
    id: `eip155:31337:0x${String(index).padStart(64, '0')}`,
    metadata: {
      minedAt: new Date(Date.UTC(2026, 10, 20, 12, 0, 60 - index)).toISOString(),
      chain: 'eip155:31337',
      status: 'confirmed',
      operationType: 'send',
      sentFrom: ALICE,
      sentTo: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    },
    transfers: [
      { fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: `0.00${index}` } },
    ],
  }
}

let pages: Record<string, () => Response>
const cursors: (string | null)[] = []
vi.stubGlobal('fetch', async (input: string) => {
  const url = new URL(input)
  if (!url.pathname.endsWith('/history')) return Response.json({ balances: [] })
  const cursor = url.searchParams.get('cursor')
  cursors.push(cursor)
  return pages[cursor ?? 'first']?.() ?? new Response('unknown cursor', { status: 400 })
})
afterAll(() => vi.unstubAllGlobals())

let rendered: Rendered | undefined
afterEach(async () => {
  await rendered?.unmount()
  rendered = undefined
  cursors.length = 0
})

function connected(features: { history?: boolean } = {}): AppKit {
  const appKit = createAppKit({ projectId: 'demo', networks: [devnet], features })
  appKit.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
  })
  return appKit
}

const rows = () => [...(rendered?.container.querySelectorAll('li.portico-tx') ?? [])]
const buttonNamed = (name: string) =>
  [...(rendered?.container.querySelectorAll('button') ?? [])].find((b) => b.textContent === name)

describe('TransactionList', () => {
  it('shows the newest five in the Activity tab and See all activity opens History', async () => {
    pages = { first: () => Response.json({ data: [1, 2, 3, 4, 5, 6, 7].map(sent), next: null }) }
    const appKit = connected()
    rendered = await renderInDom(<TransactionList limit={5} />)
    await waitFor(() => rows().length === 5)
    expect(rows()[0]?.textContent).toContain('−0.001 ETH')
    expect(rendered.container.querySelector('h3')?.textContent).toBe('November 2026')
    await click(buttonNamed('See all activity'))
    expect(appKit.stores.router.getState().view).toBe('History')
  })

  it('pages by the next cursor with Load more, then has nothing more to load', async () => {
    pages = {
      first: () => Response.json({ data: [1, 2].map(sent), next: 'page-2' }),
      'page-2': () => Response.json({ data: [3].map(sent), next: null }),
    }
    connected()
    rendered = await renderInDom(<TransactionList />)
    await waitFor(() => rows().length === 2)
    await click(buttonNamed('Load more'))
    await waitFor(() => rows().length === 3)
    expect(cursors).toEqual([null, 'page-2'])
    expect(buttonNamed('Load more')).toBeUndefined()
  })

  it("shows 'Failed to fetch transactions' with Try again, which loads the list", async () => {
    pages = { first: () => new Response('down', { status: 500 }) }
    connected()
    rendered = await renderInDom(<TransactionList />)
    const alert = await waitFor(() => rendered!.container.querySelector('[role="alert"]'))
    expect(alert.textContent).toContain('Failed to fetch transactions')
    pages = { first: () => Response.json({ data: [], next: null }) }
    await click(buttonNamed('Try again'))
    await waitFor(() => rendered!.container.querySelector('.portico-empty__title'))
    expect(rendered.container.querySelector('.portico-empty__title')?.textContent).toBe('No activity yet')
  })

  it('keeps the loaded page when the next one fails, and Try again asks for that page again', async () => {
    let failing = true
    pages = {
      first: () => Response.json({ data: [1].map(sent), next: 'page-2' }),
      'page-2': () =>
        failing ? new Response('down', { status: 500 }) : Response.json({ data: [2].map(sent), next: null }),
    }
    connected()
    rendered = await renderInDom(<TransactionList />)
    await waitFor(() => rows().length === 1)
    await click(buttonNamed('Load more'))
    await waitFor(() => rendered!.container.querySelector('[role="alert"]'))
    expect(rows()).toHaveLength(1)
    failing = false
    await click(buttonNamed('Try again'))
    await waitFor(() => rows().length === 2)
    expect(cursors).toEqual([null, 'page-2', 'page-2'])
  })
})

describe('HistoryView', () => {
  it('is no route when features.history is off: the modal shows its default view instead', async () => {
    pages = { first: () => Response.json({ data: [1].map(sent), next: null }) }
    const appKit = connected({ history: false })
    appKit.stores.router.setState({ view: 'History', history: ['Account', 'History'] })
    rendered = await renderInDom(<HistoryView />)
    expect(appKit.stores.router.getState().history).toEqual(['Account'])
    expect(rendered.container.textContent).toBe('')
    expect(cursors).toEqual([])
  })
})
