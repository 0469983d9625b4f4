/**
 * English texts of the modal and the button. Keys name where a text is used; `{name}` marks a parameter.
 * Other languages provide the same keys (see {@link Catalogue}).
 */
export const en = {
  'button.connect': 'Connect Wallet',
  'button.connecting': 'Connecting…',

  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading…',

  'view.Connect.title': 'Connect Wallet',
  'view.Account.title': 'Account',
  'view.unavailable.title': 'Not available',
  'view.unavailable.description': 'This screen is not part of this version of Portico yet.',

  'connect.wallets': 'Wallets',
  'connect.installed': 'Installed',
  'connect.empty.title': 'No wallet found',
  'connect.empty.description': 'Install a browser wallet extension, then reload this page.',
  'connect.connecting.title': 'Continue in {wallet}',
  'connect.connecting.description': 'Accept the connection request in your wallet.',
  'connect.cancel': 'Cancel',
  'connect.declined.title': 'Connection declined',
  'connect.declined.description': 'You declined the request in {wallet}. Try again when you are ready.',
  'connect.failed.title': 'Connection failed',
  'connect.failed.description': '{wallet} could not connect: {reason}',
  'connect.retry': 'Try again',

  'account.copyAddress': 'Copy address',
  'account.copied': 'Address copied',
  'account.balanceLoading': 'Loading balance',
  'account.balanceUnavailable': 'Token Balance Unavailable',
  'account.network': 'Network',
  'account.unsupportedNetwork': 'Unsupported network',
  'account.disconnect': 'Disconnect',
} as const

/** Every text key. */
export type MessageKey = keyof typeof en

/** A full set of texts for one language. */
export type Catalogue = { readonly [Key in MessageKey]: string }
