import { describe, expect, it } from 'vitest'
import { createTestContext } from '../testing/createTestContext.ts'
import { cardLimitsOf, fetchOnrampOptions, onrampAssetsOn, type OnrampOptions } from './fetchOnrampOptions.ts'

const network = (chain_id: string) => ({
  name: `n${chain_id}`,
  display_name: `N ${chain_id}`,
  chain_id,
  contract_address: '',
})
const options: OnrampOptions = {
  providers: [
    {
      name: 'sandbox',
      displayName: 'Portico Sandbox',
      description: 'test cards only',
      feePercent: '1.5',
      sandbox: true,
    },
  ],
  paymentCurrencies: [
    { id: 'USD', limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
    { id: 'EUR', limits: [{ id: 'ach_bank_account', min: '10.00', max: '25000.00' }] },
  ],
  purchaseCurrencies: [
    { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('31337'), network('31338')] },
    { id: 'PUSD', name: 'Portico USD', symbol: 'PUSD', networks: [network('31337')] },
  ],
}

describe('fetchOnrampOptions', () => {
  it('reads the providers and options from the API', async () => {
    const urls: string[] = []
    const context = createTestContext({}, async (url) => {
      urls.push(String(url))
      return Response.json(options)
    })
    expect(await fetchOnrampOptions(context)).toEqual(options)
    expect(urls[0]).toMatch(/\/v1\/onramp\/options\?projectId=test&/)
  })

  it('counts an answer without providers as none, and rejects one that is not the options', async () => {
    const { providers: _, ...withoutProviders } = options
    const plain = createTestContext({}, async () => Response.json(withoutProviders))
    expect((await fetchOnrampOptions(plain)).providers).toEqual([])
    const broken = createTestContext({}, async () => Response.json({ ...options, paymentCurrencies: 'USD' }))
    await expect(fetchOnrampOptions(broken)).rejects.toMatchObject({
      name: 'InvalidResponseError',
      details: 'paymentCurrencies: expected an array',
    })
  })
})

describe('onrampAssetsOn and cardLimitsOf', () => {
  it('picks the assets sold on a chain and a currency’s card limits', () => {
    expect(onrampAssetsOn(options, 31337).map(({ symbol }) => symbol)).toEqual(['ETH', 'PUSD'])
    expect(onrampAssetsOn(options, '31338').map(({ symbol }) => symbol)).toEqual(['ETH'])
    expect(onrampAssetsOn(options, 1)).toEqual([])
    expect(cardLimitsOf(options, 'USD')).toEqual({ min: 10, max: 7500 })
    expect(cardLimitsOf(options, 'EUR')).toBeUndefined()
  })
})
