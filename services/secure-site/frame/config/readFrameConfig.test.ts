import { describe, expect, it } from 'vitest'
import { readFrameConfig } from './readFrameConfig.ts'

const href =
  'http://127.0.0.1:8789/frame?projectId=portico-demo&chainId=eip155%3A31337&version=1.2.3&enableLogger=true'

describe('readFrameConfig', () => {
  it('reads the URL and takes the host origin from ancestorOrigins first', () => {
    expect(
      readFrameConfig({
        href,
        ancestorOrigins: ['http://localhost:5173'],
        referrer: 'http://elsewhere.test/page',
        isEmbedded: true,
      }),
    ).toEqual({
      projectId: 'portico-demo',
      chainId: 'eip155:31337',
      version: '1.2.3',
      enableLogger: true,
      hostOrigin: 'http://localhost:5173',
      secureSiteOrigin: 'http://127.0.0.1:8789',
    })
  })

  it('falls back to the referrer’s origin (Firefox has no ancestorOrigins)', () => {
    const config = readFrameConfig({
      href: 'http://127.0.0.1:8789/frame?projectId=p',
      ancestorOrigins: undefined,
      referrer: 'http://localhost:5173/some/page?x=1',
      isEmbedded: true,
    })
    expect(config?.hostOrigin).toBe('http://localhost:5173')
    expect(config?.chainId).toBeUndefined()
    expect(config?.enableLogger).toBe(false)
    expect(config?.version).toBe('unknown')
  })

  it('stays inert when not embedded, without a host origin or without a project id', () => {
    const base = { href, ancestorOrigins: ['http://localhost:5173'], referrer: '', isEmbedded: true }
    expect(readFrameConfig({ ...base, isEmbedded: false })).toBeUndefined()
    expect(readFrameConfig({ ...base, ancestorOrigins: [] })).toBeUndefined()
    expect(readFrameConfig({ ...base, ancestorOrigins: ['null'] })).toBeUndefined()
    expect(readFrameConfig({ ...base, href: 'http://127.0.0.1:8789/frame?chainId=eip155:1' })).toBeUndefined()
  })
})
