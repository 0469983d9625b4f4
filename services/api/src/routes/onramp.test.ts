import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { devnetAccounts, devnetContracts, startDevnet, type RunningDevnet } from '../../testing/devnet.ts'
import { devnetApiChains } from '../../testing/devnetApiConfig.ts'
import type { Database } from '../db/database.ts'
import { testDatabases } from '../db/testDatabases.ts'
import type { OnrampProvider } from '../onramp/onrampProvider.ts'
import { sandboxOnrampConfig } from '../../testing/onrampTestSupport.ts'
import { createProject } from '../projects/projectStore.ts'
import { buildApiServer } from '../server.ts'

// The sandbox on-ramp end to end: options and quotes priced from the devnet pools, the §7 fallbacks when the
// provider fails, and a checkout paid with a test card that really moves the asset on the devnet.

let devnet: RunningDevnet
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

const chains = () =>
  devnetApiChains()
    .filter((chain) => chain.chainId === 31337)
    .map((chain) => ({ ...chain, rpcUrl: devnet.rpcUrl }))

/** A provider that always fails: it stands for an outside processor that is down. */
const throwingOnrampProvider: OnrampProvider = {
  name: 'throwing',
  info: {
    name: 'throwing',
    displayName: 'Throwing',
    description: 'always fails',
    feePercent: '1',
    sandbox: false,
  },
  getOptions: () => Promise.reject(new Error('processor unreachable')),
  getQuote: () => Promise.reject(new Error('processor unreachable')),
  createPurchaseUrl: () => Promise.reject(new Error('processor unreachable')),
}

function form(fields: Record<string, string>) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  }
}

describe.each(testDatabases)('on-ramp on $kind', ({ open }) => {
  let db: Database
  let app: ReturnType<typeof buildApiServer>
  beforeAll(async () => {
    db = await open()
    await createProject(db, { id: 'test', name: 'test', origins: [] })
    app = buildApiServer({ chains: chains(), onramp: sandboxOnrampConfig() }, { db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.close()
  })

  it('lists USD and EUR with the card and ACH limits, and ETH and PUSD on the devnet', async () => {
    const response = await app.inject({ url: '/v1/onramp/options?projectId=test' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.paymentCurrencies).toEqual([
      {
        id: 'USD',
        limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ])
    expect(body.purchaseCurrencies.map((currency: { symbol: string }) => currency.symbol)).toEqual([
      'ETH',
      'PUSD',
    ])
    expect(body.purchaseCurrencies[1].networks[0]).toMatchObject({
      chain_id: '31337',
      contract_address: devnetContracts.usd,
    })
    // The provider the modal lists: the sandbox, named as the stand-in it is.
    expect(body.providers).toEqual([
      {
        name: 'sandbox',
        displayName: 'Portico Sandbox',
        description: 'Stand-in for a card processor: test cards only, pays out on test chains',
        feePercent: '1.5',
        sandbox: true,
      },
    ])
  })

  it('quotes from the pool price with a fee between 1 and 2 %', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/onramp/quote?projectId=test',
      payload: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'eip155:31337' },
    })
    expect(response.statusCode).toBe(200)
    const quote = response.json()
    expect(quote.paymentTotal).toEqual({ value: '100.00', currency: 'USD' })
    expect(quote.coinbaseFee).toEqual({ value: '1.50', currency: 'USD' })
    expect(quote.networkFee).toEqual({ value: '0.05', currency: 'USD' })
    expect(quote.paymentSubtotal).toEqual({ value: '98.45', currency: 'USD' })
    // The devnet pool prices ETH at about 3000 PUSD.
    expect(Number(quote.purchaseAmount.value)).toBeGreaterThan(0.03)
    expect(Number(quote.purchaseAmount.value)).toBeLessThan(0.035)
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/)
    expect(quote.isMock).toBeUndefined()
  })

  it('answers bad input with a 400 that names the field', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/v1/onramp/quote?projectId=test',
      payload: { purchaseCurrency: 'ETH', paymentCurrency: 'US', amount: '-1', network: 'eip155:31337' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/paymentCurrency: must be a 3-letter currency code|amount: /)
    const unknown = await app.inject({
      method: 'POST',
      url: '/v1/onramp/quote?projectId=test',
      payload: { purchaseCurrency: 'DOGE', paymentCurrency: 'USD', amount: '50', network: 'eip155:31337' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('body: DOGE is not sold on eip155:31337')
    const noWallet = await app.inject({
      method: 'POST',
      url: '/v1/generators/onrampurl?projectId=test',
      payload: { destinationWallets: [{ address: '0x123' }] },
    })
    expect(noWallet.statusCode).toBe(400)
    expect(noWallet.json().message).toContain('must be an EVM address')
    const otherProvider = await app.inject({
      method: 'POST',
      url: '/v1/generators/onrampurl?projectId=test',
      payload: { destinationWallets: [{ address: devnetAccounts[3]!.address }], provider: 'coinbase' },
    })
    expect(otherProvider.statusCode).toBe(400)
    expect(otherProvider.json().message).toBe('provider: coinbase is not an on-ramp provider of this server')
    const tooMuch = await app.inject({
      method: 'POST',
      url: '/v1/generators/onrampurl?projectId=test',
      payload: { destinationWallets: [{ address: devnetAccounts[3]!.address }], presetFiatAmount: '9000' },
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().message).toBe('presetFiatAmount: must be from 10.00 to 7500.00')
  })

  it('falls back to the built-in options and a mocked quote when the provider fails', async () => {
    const failing = buildApiServer(
      { chains: chains(), onramp: sandboxOnrampConfig() },
      { db, onrampProvider: throwingOnrampProvider },
    )
    const options = (await failing.inject({ url: '/v1/onramp/options?projectId=test' })).json()
    expect(options.providers.map((listed: { name: string }) => listed.name)).toEqual(['throwing'])
    expect(options.purchaseCurrencies.map((currency: { id: string }) => currency.id)).toEqual(['USDC', 'ETH'])
    expect(
      options.purchaseCurrencies[0].networks.map((network: { chain_id: string }) => network.chain_id),
    ).toEqual(['1', '137'])
    const quote = await failing.inject({
      method: 'POST',
      url: '/v1/onramp/quote?projectId=test',
      payload: { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
    })
    expect(quote.statusCode).toBe(200)
    expect(quote.json()).toMatchObject({
      isMock: true,
      paymentTotal: { value: '100.00' },
      coinbaseFee: { value: '2.00' },
    })
    // There is no fallback for a checkout: the URL generator reports the failure instead of a dead link.
    const url = await failing.inject({
      method: 'POST',
      url: '/v1/generators/onrampurl?projectId=test',
      payload: { destinationWallets: [{ address: devnetAccounts[3]!.address }] },
    })
    expect(url.statusCode).toBe(502)
    expect(url.json().message).toBe('The on-ramp provider is unavailable; try again later')
    await failing.close()
  })

  it('takes a test card on the checkout page and really sends the PUSD bought from the treasury', async () => {
    const buyer = devnetAccounts[3]!.address
    const reader = createPublicClient({ transport: http(devnet.rpcUrl) })
    const before = await reader.readContract({
      address: devnetContracts.usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    const generated = await app.inject({
      method: 'POST',
      url: '/v1/generators/onrampurl?projectId=test',
      payload: {
        destinationWallets: [{ address: buyer, blockchains: ['eip155:31337'], assets: ['PUSD'] }],
        defaultExperience: 'buy',
        presetFiatAmount: 50,
        partnerUserId: 'user-1',
        provider: 'sandbox',
      },
    })
    expect(generated.statusCode).toBe(200)
    const { url, checkoutId } = generated.json() as { url: string; checkoutId: string }
    const path = new URL(url).pathname
    expect(path).toMatch(/^\/onramp\/checkout\/[0-9a-f-]{36}$/)
    expect(path).toBe(`/onramp/checkout/${checkoutId}`)

    const page = await app.inject({ url: path })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("default-src 'none'")
    expect(page.body).toContain('<label for="number">Card number</label>')
    expect(page.body).toContain('50.00 USD')

    const declined = await app.inject({
      method: 'POST',
      url: path,
      ...form({ number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123' }),
    })
    expect(declined.statusCode).toBe(400)
    expect(declined.body).toContain('Your card was declined.')
    const expired = await app.inject({
      method: 'POST',
      url: path,
      ...form({ number: '4242424242424242', expiry: '01/20', cvc: '123' }),
    })
    expect(expired.body).toContain('This card has expired.')
    const typo = await app.inject({
      method: 'POST',
      url: path,
      ...form({ number: '4242424242424241', expiry: '12/40', cvc: '123' }),
    })
    expect(typo.body).toContain('This card number is not valid')

    const paid = await app.inject({
      method: 'POST',
      url: path,
      ...form({ number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }),
    })
    expect(paid.statusCode).toBe(200)
    expect(paid.body).toContain('Sent. Transaction 0x')
    expect(paid.body).toContain('<dd>49.2 PUSD</dd>')
    expect(paid.body).toContain('<dd>Portico Devnet</dd>')
    const after = await reader.readContract({
      address: devnetContracts.usd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [buyer],
    })
    // 50 USD less 1.5 % and 0.05 buys 49.20 PUSD at 1 USD.
    expect(after - before).toBe(parseUnits('49.2', 6))

    const id = path.split('/').at(-1)
    const status = (await app.inject({ url: `/v1/onramp/checkout/${id}?projectId=test` })).json()
    expect(status).toMatchObject({ status: 'sent', assetSymbol: 'PUSD', cryptoAmount: '49.200000' })
    expect(status.txHash).toMatch(/^0x[0-9a-f]{64}$/)

    const again = await app.inject({
      method: 'POST',
      url: path,
      ...form({ number: '4242424242424242', expiry: '12/40', cvc: '123' }),
    })
    expect(again.statusCode).toBe(409) // one checkout is paid once
    expect(
      await reader.readContract({
        address: devnetContracts.usd,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [buyer],
      }),
    ).toBe(after)
  })

  it('sends native ETH when ETH is bought', async () => {
    const buyer = devnetAccounts[2]!.address
    const reader = createPublicClient({ transport: http(devnet.rpcUrl) })
    const before = await reader.getBalance({ address: buyer })
    const { url } = (
      await app.inject({
        method: 'POST',
        url: '/v1/generators/onrampurl?projectId=test',
        payload: {
          destinationWallets: [{ address: buyer }],
          defaultNetwork: 'eip155:31337',
          presetCryptoAmount: '0.01',
        },
      })
    ).json() as { url: string }
    const paid = await app.inject({
      method: 'POST',
      url: new URL(url).pathname,
      ...form({ number: '4242424242424242', expiry: '12/40', cvc: '999' }),
    })
    expect(paid.statusCode).toBe(200)
    const gained = (await reader.getBalance({ address: buyer })) - before
    expect(gained).toBeGreaterThan(parseEther('0.009'))
    expect(gained).toBeLessThan(parseEther('0.011'))
  })

  it('refuses a call without projectId and a malformed checkout id with 400', async () => {
    const options = await app.inject({ url: '/v1/onramp/options' })
    expect(options.statusCode).toBe(400)
    expect(options.json().message).toContain('projectId')
    const status = await app.inject({ url: '/v1/onramp/checkout/not-an-id?projectId=test' })
    expect(status.statusCode).toBe(400)
    expect(status.json().message).toBe('id: must be a checkout id')
    const unknown = await app.inject({
      url: '/v1/onramp/checkout/00000000-0000-4000-8000-000000000000?projectId=test',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('shows a missing checkout as such', async () => {
    const missing = await app.inject({ url: '/onramp/checkout/00000000-0000-4000-8000-000000000000' })
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('This checkout link is not valid.')
  })
})
