import { randomUUID } from 'node:crypto'
import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest } from './onrampProvider.ts'

/** §9: fallback limits in USD and EUR: card 10.00–7500.00, ACH bank account 10.00–25000.00. */
export const FALLBACK_PAYMENT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/**
 * §7/§9 built-in options, used when the provider fails: USD and EUR with the fallback limits; USDC and ETH on
 * Ethereum (1) and Polygon (137).
 *
 * @example
 * fallbackOnrampOptions().purchaseCurrencies.map(({ symbol }) => symbol) // ['USDC', 'ETH']
 */
export function fallbackOnrampOptions(): OnrampOptions {
  const networks = [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1' },
    { name: 'polygon', display_name: 'Polygon', chain_id: '137' },
  ]
  return {
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({
      id,
      limits: FALLBACK_PAYMENT_LIMITS.map((limit) => ({ ...limit })),
    })),
    purchaseCurrencies: [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: networks.map((network) => ({
          ...network,
          contract_address:
            network.chain_id === '1'
              ? '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
              : '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
        })),
      },
      {
        id: 'ETH',
        name: 'Ether',
        symbol: 'ETH',
        networks: networks.map((network) => ({ ...network, contract_address: '' })),
      },
    ],
  }
}

/**
 * §7's mocked quote, used when the provider fails: the amount asked, a 2 % fee (the top of §9's 1–2 % range),
 * no purchase amount (the price is unknown), flagged `isMock`.
 *
 * @example
 * mockedOnrampQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' })
 */
export function mockedOnrampQuote({
  purchaseCurrency,
  paymentCurrency,
  amount,
}: OnrampQuoteRequest): OnrampQuote {
  const total = Number(amount)
  const fee = Math.round(total * 2) / 100
  return {
    paymentTotal: { value: total.toFixed(2), currency: paymentCurrency },
    paymentSubtotal: { value: (total - fee).toFixed(2), currency: paymentCurrency },
    purchaseAmount: { value: '0', currency: purchaseCurrency },
    coinbaseFee: { value: fee.toFixed(2), currency: paymentCurrency },
    networkFee: { value: '0.00', currency: paymentCurrency },
    quoteId: `mock-${randomUUID()}`,
    isMock: true,
  }
}
