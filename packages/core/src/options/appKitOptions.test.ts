import { InvalidOptionsError } from '@portico/common'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { devnet, devnetTwo } from '../testing/networks.ts'
import type { FeaturesOptions } from './features.ts'
import { APPKIT_OPTION_KEYS, FEATURE_KEYS, findUnknownOptions, type AppKitOptionKey } from './optionKeys.ts'
import { optionNoticeMessages } from './optionNoticeMessages.ts'
import { reportOptionNotices } from './reportOptionNotices.ts'
import type { AppKitOptions } from './types.ts'
import { DEFAULT_ACCOUNT_TYPES, validateOptions } from './validateOptions.ts'

const valid: AppKitOptions = { projectId: 'demo', networks: [devnet, devnetTwo] }

// Compile-time: the key lists name every option and every feature (tsc fails when one is missing).
const everyOption: [Exclude<keyof AppKitOptions, AppKitOptionKey>] extends [never] ? true : false = true
const everyFeature: [Exclude<keyof FeaturesOptions, (typeof FEATURE_KEYS)[number]>] extends [never]
  ? true
  : false = true

afterEach(() => vi.restoreAllMocks())

describe("AppKit's options", () => {
  it('lists every option and feature key once', () => {
    expect(everyOption && everyFeature).toBe(true)
    expect(new Set(APPKIT_OPTION_KEYS).size).toBe(APPKIT_OPTION_KEYS.length)
    expect(new Set(FEATURE_KEYS).size).toBe(FEATURE_KEYS.length)
  })

  it('defaults the AppKit switches as AppKit does, and account types as §6 says', () => {
    expect(validateOptions(valid)).toMatchObject({
      defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa', bip122: 'payment', polkadot: 'eoa' },
      enableWallets: true,
      enableWalletConnect: true,
      enableInjected: true,
      enableEIP6963: true,
      enableWalletGuide: true,
      enableReconnect: true,
      enableNetworkSwitch: true,
      enableAuthLogger: false,
      enableMobileFullScreen: false,
      allWallets: 'SHOW',
      chainImages: {},
      connectorImages: {},
      manualWCControl: false,
      debug: false,
    })
    expect(DEFAULT_ACCOUNT_TYPES.eip155).toBe('smartAccount')
  })

  it('takes the values given; showWallets is the older name of enableWallets', () => {
    const resolved = validateOptions({
      ...valid,
      defaultAccountTypes: { eip155: 'eoa', bip122: 'ordinal' },
      showWallets: false,
      enableWalletConnect: false,
      enableInjected: false,
      enableEIP6963: false,
      enableWalletGuide: false,
      enableReconnect: false,
      enableNetworkSwitch: false,
      enableAuthLogger: true,
      enableMobileFullScreen: true,
      allWallets: 'ONLY_MOBILE',
      chainImages: { 1: 'https://img.test/1.png' },
      connectorImages: { 'io.metamask': 'https://img.test/mm.png' },
      manualWCControl: true,
      debug: true,
    })
    expect(resolved).toMatchObject({
      defaultAccountTypes: { eip155: 'eoa', solana: 'eoa', bip122: 'ordinal', polkadot: 'eoa' },
      enableWallets: false,
      enableWalletConnect: false,
      enableInjected: false,
      enableEIP6963: false,
      enableWalletGuide: false,
      enableReconnect: false,
      enableNetworkSwitch: false,
      enableAuthLogger: true,
      enableMobileFullScreen: true,
      allWallets: 'ONLY_MOBILE',
      chainImages: { 1: 'https://img.test/1.png' },
      connectorImages: { 'io.metamask': 'https://img.test/mm.png' },
      manualWCControl: true,
      debug: true,
    })
    expect(validateOptions({ ...valid, showWallets: false, enableWallets: true }).enableWallets).toBe(true)
  })

  it('accepts the compatibility-only options AppKit apps pass', () => {
    expect(() =>
      validateOptions({
        ...valid,
        enableCoinbase: true,
        coinbasePreference: 'smartWalletOnly',
        experimental_preferUniversalLinks: true,
        tokens: { 'eip155:1': { address: '0x1', image: 'https://img.test/t.png' } },
        universalProvider: { any: 'thing' },
        universalProviderConfigOverride: { methods: { eip155: ['personal_sign'] } },
        features: { pay: true, reownAuthentication: false, socials: false, walletFeaturesOrder: ['send'] },
      }),
    ).not.toThrow()
  })

  it('names a malformed AppKit option', () => {
    const problem = (options: object) => {
      try {
        validateOptions({ ...valid, ...options } as AppKitOptions)
        return undefined
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidOptionsError)
        return (error as InvalidOptionsError).message
      }
    }
    expect(problem({ allWallets: 'SOMETIMES' })).toMatch('`allWallets`')
    expect(problem({ enableReconnect: 'no' })).toMatch('`enableReconnect`')
    expect(problem({ defaultAccountTypes: { solana: 'smartAccount' } })).toMatch(
      '`defaultAccountTypes.solana`',
    )
    expect(problem({ chainImages: { 1: 42 } })).toMatch('`chainImages.1`')
    expect(problem({ customRpcUrls: { mainnet: [{ url: 'https://rpc.test' }] } })).toMatch(
      '`customRpcUrls.mainnet`',
    )
    expect(problem({ customRpcUrls: { 'eip155:1': [{ url: 'ftp://rpc.test' }] } })).toMatch(
      '`customRpcUrls.eip155:1.0.url`',
    )
    expect(problem({ features: { socials: true } })).toMatch('`features.socials`: expected an array')
  })

  it('makes the first customRpcUrls entry the network’s RPC, keeping the chain’s own list', () => {
    const resolved = validateOptions({
      ...valid,
      defaultNetwork: devnetTwo,
      customRpcUrls: {
        'eip155:31338': [{ url: 'https://rpc.mine.test' }, { url: 'https://rpc2.mine.test' }],
      },
    })
    expect(resolved.networks[0]).toBe(devnet)
    expect(resolved.networks[1]?.rpcUrls).toEqual({
      default: { http: ['https://rpc.mine.test', 'https://rpc2.mine.test'] },
      chainDefault: { http: ['http://127.0.0.1:8546'] },
    })
    expect(resolved.defaultNetwork).toBe(resolved.networks[1])
  })

  it("uses a siweConfig's mapToSIWX() as the sign-in option", () => {
    const siwx = { required: true }
    const resolved = validateOptions({ ...valid, siweConfig: { mapToSIWX: () => siwx } })
    expect(resolved.siwx).toBe(siwx)
    expect(validateOptions({ ...valid, siweConfig: {} }).siwx).toBeUndefined()
  })

  it('finds the option and feature keys Portico does not know', () => {
    const options = {
      ...valid,
      enableFoo: true,
      features: { swaps: true, bar: 1 },
    } as unknown as AppKitOptions
    expect(findUnknownOptions(options)).toEqual(['enableFoo', 'features.bar'])
    expect(findUnknownOptions(valid)).toEqual([])
  })

  it('warns exactly once, naming it, about an unknown option, and logs nothing else without debug', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await reportOptionNotices({ ...valid, enableFoo: true, enableCoinbase: true } as unknown as AppKitOptions)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledWith('[portico] unknown option `enableFoo` is ignored')
    expect(info).not.toHaveBeenCalled()
  })

  it('with debug: true, says which given options have no effect', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    await reportOptionNotices({ ...valid, debug: true, enableCoinbase: false, universalProvider: {} })
    expect(info.mock.calls.map(([message]) => message as string)).toEqual([
      expect.stringMatching(/^\[portico\] `enableCoinbase` has no effect: Portico bundles no Coinbase SDK/),
      expect.stringMatching(/^\[portico\] `universalProvider` has no effect/),
    ])
  })

  it('words a notice for each compatibility-only option, and none for options that work', () => {
    const messages = optionNoticeMessages({
      ...valid,
      enableCoinbase: true,
      coinbasePreference: 'all',
      experimental_preferUniversalLinks: true,
      tokens: {},
      universalProvider: {},
      universalProviderConfigOverride: {},
      siweConfig: {},
      defaultAccountTypes: { eip155: 'smartAccount' },
      features: { pay: true, reownAuthentication: true, smartSessions: true, swaps: true },
      enableReconnect: false,
      chainImages: {},
    })
    expect(messages.map((message) => /`([^`]+)`/.exec(message)?.[1])).toEqual([
      'enableCoinbase',
      'coinbasePreference',
      'experimental_preferUniversalLinks',
      'tokens',
      'universalProvider',
      'universalProviderConfigOverride',
      'siweConfig',
      'features.pay',
      'features.reownAuthentication',
      'features.smartSessions',
      'defaultAccountTypes.eip155',
    ])
    expect(optionNoticeMessages({ ...valid, siweConfig: { mapToSIWX: () => ({}) } })).toEqual([])
  })
})
