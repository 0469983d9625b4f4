import { describe, expect, it } from 'vitest'
import { devnetConfigPath } from '../../testing/devnetApiConfig.ts'
import { loadApiConfig } from '../config/loadApiConfig.ts'
import { DEFAULT_ONRAMP_CONFIG, OnrampConfigError, loadOnrampConfig } from './onrampConfig.ts'

describe('loadOnrampConfig', () => {
  it('keeps the sandbox off unless PORTICO_ONRAMP_SANDBOX is 1', () => {
    expect(loadOnrampConfig({})).toEqual(DEFAULT_ONRAMP_CONFIG)
    expect(loadOnrampConfig({}).sandbox).toBe(false)
    expect(loadOnrampConfig({ PORTICO_ONRAMP_SANDBOX: '1' }).sandbox).toBe(true)
    expect(
      loadApiConfig({ PORTICO_CONFIG: devnetConfigPath, PORTICO_ONRAMP_SANDBOX: '1' }).onramp.sandbox,
    ).toBe(true)
    expect(() => loadOnrampConfig({ PORTICO_ONRAMP_SANDBOX: 'yes' })).toThrow(
      "PORTICO_ONRAMP_SANDBOX must be 1 or 0, got 'yes'",
    )
  })

  it('reads test chains, daily caps, the floor and the price checks', () => {
    const config = loadOnrampConfig({
      PORTICO_ONRAMP_TEST_CHAINS: '31337, 11155111',
      PORTICO_ONRAMP_DAILY_CAP_DESTINATION: '250/3',
      PORTICO_ONRAMP_DAILY_CAP_IP: '400.50/8',
      PORTICO_ONRAMP_DAILY_CAP_PROJECT: '9000/90',
      PORTICO_ONRAMP_TREASURY_FLOOR_USD: '5000',
      PORTICO_ONRAMP_MAX_PRICE_DEVIATION_PERCENT: '2.5',
      PORTICO_ONRAMP_PRICE_WINDOW_SECONDS: '600',
      PORTICO_ONRAMP_QUOTE_TTL_SECONDS: '300',
    })
    expect(config).toEqual({
      sandbox: false,
      testChainIds: [31337, 11155111],
      dailyCaps: {
        destination: { usd: 250, payouts: 3 },
        ip: { usd: 400.5, payouts: 8 },
        project: { usd: 9000, payouts: 90 },
      },
      treasuryFloorUsd: 5000,
      maxPriceDeviationPercent: 2.5,
      priceWindowSeconds: 600,
      quoteTtlSeconds: 300,
    })
    expect(loadOnrampConfig({ PORTICO_ONRAMP_TEST_CHAINS: '' }).testChainIds).toEqual([])
  })

  it("reads over the config file's settings, each variable winning over the file", () => {
    const file = {
      ...DEFAULT_ONRAMP_CONFIG,
      sandbox: true,
      testChainIds: [8453],
      treasuryFloorUsd: 10,
      treasuryKey: `0x${'1'.repeat(64)}` as const,
    }
    expect(loadOnrampConfig({}, file)).toEqual(file)
    expect(
      loadOnrampConfig(
        { PORTICO_ONRAMP_SANDBOX: '0', PORTICO_ONRAMP_TREASURY_KEY: `0x${'2'.repeat(64)}` },
        file,
      ),
    ).toMatchObject({
      sandbox: false,
      testChainIds: [8453],
      treasuryFloorUsd: 10,
      treasuryKey: `0x${'2'.repeat(64)}`,
    })
    expect(() => loadOnrampConfig({ PORTICO_ONRAMP_TREASURY_KEY: '0x12' })).toThrow(
      'PORTICO_ONRAMP_TREASURY_KEY must be a 0x-prefixed 32-byte private key',
    )
  })

  it('refuses values it cannot read, naming the variable', () => {
    expect(() => loadOnrampConfig({ PORTICO_ONRAMP_TEST_CHAINS: 'eip155:1' })).toThrow(OnrampConfigError)
    expect(() => loadOnrampConfig({ PORTICO_ONRAMP_DAILY_CAP_IP: '500' })).toThrow(
      "PORTICO_ONRAMP_DAILY_CAP_IP must look like 500/5 (USD per day / payouts per day), got '500'",
    )
    expect(() => loadOnrampConfig({ PORTICO_ONRAMP_DAILY_CAP_PROJECT: '0/5' })).toThrow(OnrampConfigError)
    expect(() => loadOnrampConfig({ PORTICO_ONRAMP_TREASURY_FLOOR_USD: '-1' })).toThrow(
      "PORTICO_ONRAMP_TREASURY_FLOOR_USD must be a positive number, got '-1'",
    )
    expect(() => loadOnrampConfig({ PORTICO_ONRAMP_MAX_PRICE_DEVIATION_PERCENT: '100' })).toThrow(
      'must be below 100',
    )
  })
})
