export { fetchNfts, type FetchNftsParameters } from './fetchNfts.ts'
export { FetchNftsError } from './fetchNftsError.ts'
export { createNftStore, initialNftState, type AccountNft, type NftState, type NftStore } from './nftStore.ts'
