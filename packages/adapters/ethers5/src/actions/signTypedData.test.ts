import { utils } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Ethers5Adapter } from '../Ethers5Adapter.ts'
import { startWalletOnDevnets, type WalletOnDevnets } from '@portico/adapter-conformance/testing'

let world: WalletOnDevnets<Ethers5Adapter>
beforeAll(async () => {
  world = await startWalletOnDevnets(3, (networks) => new Ethers5Adapter({ networks }))
})
afterAll(() => world?.stop())

const domain = {
  name: 'Portico Mail',
  version: '1',
  chainId: 31337,
  verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
} as const
const types = {
  Person: [
    { name: 'name', type: 'string' },
    { name: 'wallet', type: 'address' },
  ],
  Mail: [
    { name: 'from', type: 'Person' },
    { name: 'to', type: 'Person' },
    { name: 'contents', type: 'string' },
  ],
}
const message = {
  from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
  to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
  contents: 'Hello, Bob!',
}

describe('signTypedData', () => {
  it("signs EIP-712 data (EIP712Domain in types is dropped for ethers); ethers' verifyTypedData gives back the address", async () => {
    const adapter = world.createAdapter()
    await adapter.connect({ provider: world.provider })
    const eip712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ]
    const signature = await adapter.signTypedData({
      address: world.address,
      typedData: { domain, types: { EIP712Domain: eip712Domain, ...types }, primaryType: 'Mail', message },
    })
    expect(utils.verifyTypedData(domain, types, message, signature)).toBe(world.address)
  })
})
