// @vitest-environment happy-dom
// The NFTs tab over a real core instance, with the Portico API answered by a stub: loading, error and Try
// again, the grid (spam behind its toggle), the detail and focus going back, and the empty state.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createAppKit } from '../../createAppKit.ts'
import { click, renderInDom, waitFor, type Rendered } from '../../testing/renderInDom.tsx'
import { devnet } from '../../testing/networks.ts'
import { NftList } from './NftList.tsx'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const contract = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512'
const nft = (tokenId: string, overrides: Record<string, unknown> = {}) => ({
  chain: 'eip155:31337',
  contract,
  tokenId,
  standard: 'erc721',
  amount: '1',
  name: `Pal #${tokenId}`,
  description: `About ${tokenId}`,
  image: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>`,
  collectionName: 'Portico Pals',
  isSpam: false,
  ...overrides,
})

let answer: () => Promise<Response>
vi.stubGlobal('fetch', async (input: string) => {
  if (new URL(input).pathname.endsWith('/nfts')) return answer()
  return Response.json({ data: [], count: 0, balances: [] })
})
afterAll(() => vi.unstubAllGlobals())

let rendered: Rendered | undefined
beforeEach(async () => {
  await rendered?.unmount()
  const appKit = createAppKit({ projectId: 'demo', networks: [devnet] })
  appKit.stores.account.setState({
    status: 'connected',
    address: ALICE,
    caipAddress: `eip155:31337:${ALICE}`,
  })
})

const text = (selector: string) => rendered?.container.querySelector(selector)?.textContent
const buttonNamed = (name: string) =>
  [...(rendered?.container.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes(name))

describe('NftList', () => {
  it('shows a skeleton while loading, then an error with Try again that loads the grid', async () => {
    let release: (response: Response) => void = () => {}
    answer = () => new Promise((resolve) => (release = resolve))
    rendered = await renderInDom(<NftList />)
    expect(rendered.container.querySelector('[role="status"][aria-busy="true"]')?.textContent).toBe(
      'Loading NFTs',
    )
    release(new Response('down', { status: 503 }))
    await waitFor(() => text('[role="alert"]'))
    expect(text('[role="alert"]')).toContain('Could not load your NFTs.')
    answer = async () =>
      Response.json({
        data: [
          nft('1'),
          nft('5', { name: 'Claim now', isSpam: true }),
          nft('9', { standard: 'erc1155', amount: '3', name: null }),
        ],
        next: null,
      })
    await click(buttonNamed('Try again'))
    const grid = await waitFor(() =>
      rendered!.container.querySelector('ul[role="list"][aria-label="Your NFTs"]'),
    )
    const names = () =>
      [...grid.querySelectorAll('li img, li [role="img"]')].map(
        (image) => image.getAttribute('alt') ?? image.getAttribute('aria-label'),
      )
    expect(names()).toEqual(['Pal #1', 'Token #9'])
    expect(grid.textContent).toContain('×3')
    await click(buttonNamed('Show 1 hidden as likely spam'))
    expect(names()).toEqual(['Pal #1', 'Claim now', 'Token #9'])
    expect(buttonNamed('Hide likely spam')?.getAttribute('aria-pressed')).toBe('true')
  })

  it('opens a detail with focus on its heading, and Back puts focus on the tile again', async () => {
    answer = async () =>
      Response.json({ data: [nft('1'), nft('7', { standard: 'erc1155', amount: '4' })], next: null })
    rendered = await renderInDom(<NftList />)
    await waitFor(() => buttonNamed('Pal #7'))
    await click(buttonNamed('Pal #7'))
    const heading = await waitFor(() => rendered!.container.querySelector('h3'))
    expect(document.activeElement).toBe(heading)
    const facts = [...rendered.container.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ])
    expect(facts).toEqual([
      ['Collection', 'Portico Pals'],
      ['Token ID', '7'],
      ['Amount', '4'],
      ['Network', 'Portico Devnet'],
      ['Contract', '0xe7…3f0512'],
    ])
    expect(rendered.container.querySelector('[aria-label="Copy contract address"]')).not.toBeNull()
    await click(buttonNamed('Back to NFTs'))
    await waitFor(() => document.activeElement?.textContent?.includes('Pal #7'))
  })

  it('says so when the account holds no NFTs on the network', async () => {
    answer = async () => Response.json({ data: [], next: null })
    rendered = await renderInDom(<NftList />)
    await waitFor(() => text('.portico-empty__title'))
    expect(text('.portico-empty__title')).toBe('No NFTs yet')
  })
})
