/** The sandbox's documented test cards. */
export const TEST_CARDS = {
  /** Always succeeds. */
  success: '4242424242424242',
  /** Always declined. */
  declined: '4000000000000002',
} as const

/** What the checkout form sends. */
export interface CardInput {
  number: string
  /** `MM/YY`. */
  expiry: string
  cvc: string
}

/** Luhn checksum, over digits only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length > 0 && sum % 10 === 0
}

/**
 * Checks a card on the sandbox checkout: format, Luhn, expiry in the future, CVC; then only the test cards are
 * accepted, and the declined test card is declined.
 *
 * @returns `undefined` when the payment goes through, else the message to show.
 *
 * @example
 * checkTestCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }, new Date()) // undefined
 */
export function checkTestCard({ number, expiry, cvc }: CardInput, now: Date): string | undefined {
  const digits = number.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) return 'Enter the card number (12 to 19 digits).'
  if (!passesLuhn(digits)) return 'This card number is not valid: check the digits.'
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  const month = Number(match?.[1])
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY.'
  const endOfMonth = new Date(Date.UTC(2000 + Number(match[2]), month, 1))
  if (endOfMonth <= now) return 'This card has expired.'
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'Enter the 3 or 4 digit security code.'
  if (digits === TEST_CARDS.declined) return 'Your card was declined.'
  if (digits !== TEST_CARDS.success) return 'This sandbox only takes test cards: use 4242 4242 4242 4242.'
  return undefined
}
