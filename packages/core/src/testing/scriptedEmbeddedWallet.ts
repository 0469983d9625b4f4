// A scripted embedded wallet for core's unit tests: the real one (@portico/embedded, the secure site's iframe)
// is exercised by its own tests and the e2e suite.
import { FrameError } from '@portico/common'
import type {
  EmbeddedUser,
  EmbeddedWallet,
  EmbeddedWalletNotice,
  EmbeddedWalletRequestName,
  EmbeddedWalletRequests,
} from '../auth/embeddedWallet.ts'
import { ALICE, createFakeProvider, type FakeProvider } from './fakeProvider.ts'

type Answer<Name extends EmbeddedWalletRequestName> =
  | EmbeddedWalletRequests[Name][1]
  | Error
  | ((
      payload: EmbeddedWalletRequests[Name][0],
    ) => EmbeddedWalletRequests[Name][1] | Promise<EmbeddedWalletRequests[Name][1]>)

export interface ScriptedEmbeddedWallet {
  wallet: EmbeddedWallet
  /** The eip155 provider behind the wallet. */
  eip155: FakeProvider
  /** Requests sent, in order, with their payloads. */
  requests: { name: EmbeddedWalletRequestName; payload: unknown }[]
  /** What each request answers (a value, an error to reject with, or a function of the payload). */
  answers: { [Name in EmbeddedWalletRequestName]?: Answer<Name> }
  /** Sends a notice as the frame would. */
  notify(notice: EmbeddedWalletNotice): void
  /** What resolves the pending social result wait. */
  socialResult: string | Error
  /** How many times abortOpenRequests() / showOver() / hide() ran. */
  aborts: number
}

export function embeddedUser(overrides: Partial<EmbeddedUser> = {}): EmbeddedUser {
  return {
    email: 'ada@example.com',
    address: ALICE,
    chainId: 'eip155:31337',
    accounts: [{ address: ALICE, type: 'eoa', namespace: 'eip155' }],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
    userName: null,
    authProvider: 'email',
    ...overrides,
  }
}

export function createScriptedEmbeddedWallet(): ScriptedEmbeddedWallet {
  const eip155 = createFakeProvider()
  const listeners = new Set<(notice: EmbeddedWalletNotice) => void>()
  const script: ScriptedEmbeddedWallet = {
    eip155,
    requests: [],
    answers: {
      CONNECT_EMAIL: { action: 'VERIFY_OTP' },
      CONNECT_DEVICE: { approved: true },
      CONNECT_OTP: embeddedUser(),
      CONNECT_SOCIAL: embeddedUser({ email: null, userName: 'ada-github', authProvider: 'github' }),
      GET_SOCIAL_REDIRECT_URI: { uri: 'http://127.0.0.1:8791/auth?client_id=portico' },
      IS_CONNECTED: { isConnected: true },
      GET_USER: embeddedUser(),
      SIGN_OUT: {},
      SYNC_DAPP_DATA: {},
      SYNC_THEME: {},
      SWITCH_NETWORK: ({ chainId }) => ({ chainId }),
      UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
      UPDATE_EMAIL_PRIMARY_OTP: { action: 'VERIFY_SECONDARY_OTP' },
      UPDATE_EMAIL_SECONDARY_OTP: { email: 'new@example.com' },
      RELOAD: {},
    },
    notify: (notice) => listeners.forEach((listener) => listener(notice)),
    socialResult: 'http://127.0.0.1:8789/social/result?ticket=abc',
    aborts: 0,
    wallet: {
      request: (async (name: EmbeddedWalletRequestName, payload: unknown) => {
        script.requests.push({ name, payload })
        const answer: unknown = script.answers[name]
        if (answer === undefined) throw new FrameError({ message: `no answer scripted for ${name}` })
        if (answer instanceof Error) throw answer
        return typeof answer === 'function' ? (answer as (value: unknown) => unknown)(payload) : answer
      }) as EmbeddedWallet['request'],
      provider: eip155.provider,
      async waitForSocialResult({ signal }) {
        if (signal?.aborted) throw new Error('aborted')
        if (script.socialResult instanceof Error) throw script.socialResult
        return script.socialResult
      },
      abortOpenRequests: () => {
        script.aborts += 1
      },
      onNotice(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      showOver: () => undefined,
      hide: () => undefined,
      destroy: () => undefined,
    },
  }
  return script
}
