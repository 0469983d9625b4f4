/**
 * English texts of the button elements: the only texts the host page loads before the modal (the full
 * catalogue, `en.ts`, includes them and comes with the modal's chunk).
 */
export const buttonMessages = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',
  'button.unknownNetwork': 'Unsupported network',
  'walletButton.walletConnect': 'WalletConnect',
  'walletButton.email': 'Email',
  'walletButton.connected': 'Connected',
  'walletButton.unknown': 'Unknown wallet',
} as const

/** A text of the button elements. */
export function buttonText(key: keyof typeof buttonMessages): string {
  return buttonMessages[key]
}
