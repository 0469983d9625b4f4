import { describe, expect, it } from 'vitest'
import { stackPorts } from './stackPorts.ts'

describe('stackPorts', () => {
  it('gives every service its own port, shifted by the offset', () => {
    expect(stackPorts(0)).toEqual({
      devnet: 8545,
      devnetTwo: 8546,
      devnetThree: 8547,
      api: 8787,
      relay: 8788,
      demo: 5173,
      wallet: 5174,
      secureSite: 8789,
      smtp: 2525,
      mailInbox: 8790,
      oidc: 8791,
      farcasterRelay: 8792,
      solana: 8899,
    })
    const shifted = stackPorts(10_000)
    expect(shifted).toEqual({
      devnet: 18545,
      devnetTwo: 18546,
      devnetThree: 18547,
      api: 18787,
      relay: 18788,
      demo: 15173,
      wallet: 15174,
      secureSite: 18789,
      smtp: 12525,
      mailInbox: 18790,
      oidc: 18791,
      farcasterRelay: 18792,
      solana: 18899,
    })
    expect(new Set(Object.values(shifted)).size).toBe(13)
    // The Solana chain's WebSocket takes the port after its JSON-RPC: no other service may have it.
    expect(Object.values(shifted)).not.toContain(shifted.solana + 1)
  })

  it('refuses an offset that is not a whole number from 0 to 50000', () => {
    expect(() => stackPorts(-1)).toThrow("PORTICO_PORT_OFFSET must be an integer from 0 to 50000, got '-1'")
    expect(() => stackPorts(Number('abc'))).toThrow("got 'NaN'")
    expect(() => stackPorts(60_000)).toThrow('from 0 to 50000')
  })
})
