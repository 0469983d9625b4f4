import { describe, expect, it } from 'vitest'
import type { AccountState } from '../account/accountStore.ts'
import type { NamespaceConnection } from '../connection/connectionStore.ts'
import { addAnnouncedConnector } from '../testing/announce.ts'
import { createTestContext } from '../testing/createTestContext.ts'
import { ALICE, createFakeProvider } from '../testing/fakeProvider.ts'
import { connectionThrough, resolveNamedWallet } from './resolveNamedWallet.ts'

const connected = (overrides: Partial<AccountState> = {}) => ({
  status: 'connected' as const,
  caipAddress: `eip155:31337:${ALICE}` as const,
  authProvider: undefined,
  socialProvider: undefined,
  ...overrides,
})

const connection = (overrides: Partial<NamespaceConnection>): NamespaceConnection => ({
  connectorId: 'dev.portico.wallet',
  connectorType: 'ANNOUNCED',
  name: 'Portico Dev Wallet',
  icon: undefined,
  caipAddress: `eip155:31337:${ALICE}`,
  provider: createFakeProvider().provider,
  adapter: undefined,
  ...overrides,
})

describe('resolveNamedWallet', () => {
  it('tells WalletConnect, email and the social logins apart', () => {
    const context = createTestContext()
    expect(resolveNamedWallet(context, 'walletConnect')).toEqual({ kind: 'walletConnect' })
    expect(resolveNamedWallet(context, 'email')).toEqual({ kind: 'email' })
    expect(resolveNamedWallet(context, 'github')).toEqual({ kind: 'social', provider: 'github' })
    expect(resolveNamedWallet(context, 'farcaster')).toEqual({ kind: 'social', provider: 'farcaster' })
    expect(resolveNamedWallet(context, ' ')).toEqual({ kind: 'none' })
  })

  it('finds an installed wallet by AppKit name, rdns or its own name, else points at the registry', () => {
    const context = createTestContext()
    expect(resolveNamedWallet(context, 'portico')).toEqual({ kind: 'registry', search: 'dev.portico.wallet' })
    expect(resolveNamedWallet(context, 'nowallet')).toEqual({ kind: 'registry', search: 'nowallet' })

    const connector = addAnnouncedConnector(context, createFakeProvider().provider, 'dev.portico.wallet')
    for (const name of ['portico', 'dev.portico.wallet', 'Portico Dev Wallet', 'portico-dev-wallet'])
      expect(resolveNamedWallet(context, name)).toEqual({ kind: 'installed', connector })
  })
})

describe('connectionThrough', () => {
  const context = createTestContext()
  const devWallet = addAnnouncedConnector(context, createFakeProvider().provider, 'dev.portico.wallet')
  const installed = resolveNamedWallet(context, 'portico')

  it('is the connection of the installed wallet named, and nothing while disconnected', () => {
    const eip155 = connection({ connectorId: devWallet.id })
    expect(connectionThrough(installed, connected(), { connections: { eip155 } })).toBe(eip155)
    expect(
      connectionThrough(installed, connected(), {
        connections: { eip155: connection({ connectorId: 'io.x' }) },
      }),
    ).toBeUndefined()
    expect(
      connectionThrough(installed, { ...connected(), status: 'disconnected' }, { connections: { eip155 } }),
    ).toBeUndefined()
    expect(connectionThrough(installed, connected(), { connections: {} })).toBeUndefined()
  })

  it('matches WalletConnect sessions, a registry wallet by its name, and the embedded logins', () => {
    const session = connection({ connectorType: 'WALLET_CONNECT', name: 'Rainbow' })
    const wc = { connections: { eip155: session } }
    expect(connectionThrough({ kind: 'walletConnect' }, connected(), wc)).toBe(session)
    expect(connectionThrough({ kind: 'registry', search: 'me.rainbow' }, connected(), wc, 'Rainbow')).toBe(
      session,
    )
    expect(
      connectionThrough({ kind: 'registry', search: 'io.zerion' }, connected(), wc, 'Zerion'),
    ).toBeUndefined()
    expect(connectionThrough({ kind: 'registry', search: 'me.rainbow' }, connected(), wc)).toBeUndefined()

    const auth = { connections: { eip155: connection({ connectorType: 'AUTH' }) } }
    const github = { kind: 'social', provider: 'github' } as const
    expect(connectionThrough({ kind: 'email' }, connected({ authProvider: 'email' }), auth)).toBeDefined()
    expect(connectionThrough({ kind: 'email' }, connected({ authProvider: 'github' }), auth)).toBeUndefined()
    expect(connectionThrough(github, connected({ socialProvider: 'github' }), auth)).toBeDefined()
    expect(connectionThrough(github, connected({ socialProvider: 'google' }), auth)).toBeUndefined()
    expect(connectionThrough({ kind: 'none' }, connected(), auth)).toBeUndefined()
  })
})
