import { describe, expect, it } from 'vitest'
import { MAX_DATA_URI_AVATAR_LENGTH, imageUrlOf, parseAvatarRecord } from './parseAvatarRecord.ts'

describe('parseAvatarRecord (ENSIP-12)', () => {
  it('passes https: and data:image URLs and refuses every other scheme', () => {
    expect(imageUrlOf('https://example.org/a.png')).toBe('https://example.org/a.png')
    expect(imageUrlOf('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=')
    for (const refused of [
      'http://example.org/a.png',
      'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG',
      'javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'not a url',
    ]) {
      expect(imageUrlOf(refused), refused).toBeNull()
    }
    expect(imageUrlOf(`data:image/png;base64,${'A'.repeat(MAX_DATA_URI_AVATAR_LENGTH)}`)).toBeNull()
  })

  it('reads ERC-721 and ERC-1155 NFT records with their chain, contract and token id', () => {
    expect(parseAvatarRecord('eip155:1/erc721:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1234')).toEqual({
      kind: 'nft',
      chainId: 1,
      standard: 'erc721',
      contract: '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB',
      tokenId: 1234n,
    })
    expect(
      parseAvatarRecord('EIP155:8453/ERC1155:0x495f947276749ce646f68ac8c248420045cb7b5e/7'),
    ).toMatchObject({
      chainId: 8453,
      standard: 'erc1155',
      contract: '0x495f947276749Ce646f68AC8c248420045cb7b5e',
      tokenId: 7n,
    })
    expect(parseAvatarRecord('eip155:1/erc20:0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB/1')).toBeNull()
    expect(parseAvatarRecord('eip155:1/erc721:0x1234/1')).toBeNull()
    expect(parseAvatarRecord('https://example.org/a.png')).toEqual({
      kind: 'image',
      url: 'https://example.org/a.png',
    })
  })
})
