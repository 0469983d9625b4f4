import { describe, expect, it } from 'vitest'
import { pickDappIcon } from './pickDappIcon.ts'

const pageHost = '127.0.0.1'
const dappUrl = 'http://127.0.0.1:5173/app'

describe('pickDappIcon', () => {
  it('never picks an outside host', () => {
    expect(
      pickDappIcon({ icons: ['https://avatars.example.com/logo.png'], dappUrl, pageHost }),
    ).toBeUndefined()
    expect(pickDappIcon({ icons: ['//cdn.example.com/logo.png'], dappUrl, pageHost })).toBeUndefined()
    expect(
      pickDappIcon({ icons: ['javascript:alert(1)', 'data:text/html,<b>'], dappUrl, pageHost }),
    ).toBeUndefined()
    expect(pickDappIcon({ icons: undefined, dappUrl, pageHost })).toBeUndefined()
  })

  it('picks inline images and same-host URLs, resolving relative paths against the dapp', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(pickDappIcon({ icons: ['https://x.example/a.png', svg], dappUrl, pageHost })).toBe(svg)
    expect(pickDappIcon({ icons: ['/favicon.svg'], dappUrl, pageHost })).toBe(
      'http://127.0.0.1:5173/favicon.svg',
    )
    expect(pickDappIcon({ icons: ['http://127.0.0.1:9000/i.png'], dappUrl: undefined, pageHost })).toBe(
      'http://127.0.0.1:9000/i.png',
    )
  })
})
