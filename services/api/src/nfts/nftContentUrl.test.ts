import { describe, expect, it } from 'vitest'
import { erc1155Uri, nftContentLocation } from './nftContentUrl.ts'

describe('nftContentLocation', () => {
  it('reads ipfs:// through the gateway, in both common forms, with or without a trailing slash', () => {
    expect(nftContentLocation('ipfs://bafyabc/1.json', 'https://gw.example/ipfs/')).toEqual({
      type: 'http',
      url: 'https://gw.example/ipfs/bafyabc/1.json',
    })
    expect(nftContentLocation('ipfs://ipfs/bafyabc/1.json', 'https://gw.example/ipfs')).toEqual({
      type: 'http',
      url: 'https://gw.example/ipfs/bafyabc/1.json',
    })
    expect(nftContentLocation('ipfs://bafyabc')).toEqual({
      type: 'http',
      url: 'https://ipfs.io/ipfs/bafyabc',
    })
  })

  it('decodes base64 and percent-encoded data: URIs', () => {
    const base64 = nftContentLocation('data:application/json;base64,eyJuYW1lIjoiYSJ9')
    const percent = nftContentLocation('data:application/json;charset=utf-8,%7B%22name%22%3A%22a%22%7D')
    for (const location of [base64, percent]) {
      expect(location?.type).toBe('data')
      if (location?.type === 'data') {
        expect(location.data.mediaType).toBe('application/json')
        expect(location.data.body.toString()).toBe('{"name":"a"}')
      }
    }
  })

  it('passes http(s) through and refuses other schemes', () => {
    expect(nftContentLocation(' https://x.example/a.json ')).toEqual({
      type: 'http',
      url: 'https://x.example/a.json',
    })
    for (const uri of [
      'ar://abc',
      'file:///etc/passwd',
      '/relative.json',
      'javascript:alert(1)',
      'data:application/json,%zz',
    ]) {
      expect(nftContentLocation(uri)).toBeUndefined()
    }
  })
})

describe('erc1155Uri', () => {
  it('fills {id} with 64 lower-case hex digits (EIP-1155)', () => {
    expect(erc1155Uri('https://x.example/{id}.json', 0x1abn)).toBe(
      `https://x.example/${'0'.repeat(61)}1ab.json`,
    )
  })
})
