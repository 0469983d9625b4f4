import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage.ts'
import { createSafeStorage } from './createSafeStorage.ts'
import { STORAGE_KEYS } from './storageKeys.ts'
import { getWalletDeepLink, removeWalletDeepLink, setWalletDeepLink } from './walletDeepLink.ts'

describe('wallet deep link (§3)', () => {
  it('stores, reads and clears the deep link choice {href, name}', () => {
    const storage = createSafeStorage({ storage: createMemoryStorage() })
    expect(getWalletDeepLink(storage)).toBeUndefined()
    setWalletDeepLink(storage, { href: 'metamask://', name: 'MetaMask' })
    expect(getWalletDeepLink(storage)).toEqual({ href: 'metamask://', name: 'MetaMask' })
    removeWalletDeepLink(storage)
    expect(getWalletDeepLink(storage)).toBeUndefined()
    storage.setJson(STORAGE_KEYS.walletDeepLink, { href: 1 })
    expect(getWalletDeepLink(storage)).toBeUndefined()
  })
})
