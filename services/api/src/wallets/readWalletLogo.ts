/**
 * Catalogue wallets whose brand logo `@web3icons/core` (MIT, web3icons.io) ships, by catalogue name, with the
 * icon's file name in the package's `svgs/wallets/background/` folder (the square variant: the logo on its
 * brand background, as a wallet tile shows it). Only wallets whose icon is unmistakably theirs are listed; the
 * others keep their generated initials (ADR 0021).
 */
export const WALLET_LOGO_FILES: Readonly<Record<string, string>> = {
  AlphaWallet: 'alpha-wallet',
  Argent: 'argent',
  'Argent X': 'argent',
  'Atomic Wallet': 'atomic',
  Backpack: 'backpack',
  BitBox: 'bitbox',
  BlueWallet: 'blue',
  Clave: 'clave',
  'Coin98 Super Wallet': 'coin98',
  'Coinbase Wallet': 'coinbase',
  Cypherock: 'cypherock',
  Daimo: 'daimo',
  Enkrypt: 'enkrypt',
  Exodus: 'exodus',
  Glow: 'glow',
  imToken: 'imtoken',
  Keplr: 'keplr',
  'Kraken Wallet': 'kraken',
  Kukai: 'kukai',
  'Ledger Live': 'ledger',
  MetaMask: 'metamask',
  MyEtherWallet: 'my-ether-wallet',
  'Obvious Wallet': 'obvious',
  'OKX Wallet': 'okx',
  Phantom: 'phantom',
  Pillar: 'pillar',
  'Rabby Wallet': 'rabby',
  Rainbow: 'rainbow',
  'Ronin Wallet': 'ronin',
  Safe: 'safe',
  'Sender Wallet': 'sender',
  Sequence: 'sequence',
  Solflare: 'solflare',
  'Soul Wallet': 'soul',
  Squads: 'squads',
  'Temple Wallet': 'temple',
  TokenPocket: 'token-pocket',
  'Trezor Suite': 'trezor',
  'Trust Wallet': 'trust',
  'UniPass Wallet': 'unipass',
  Venly: 'venly',
  'Zengo Wallet': 'zengo',
  Zerion: 'zerion',
}

const loaded = new Map<string, Promise<string>>()

/**
 * The SVG logo of the catalogue wallet called `name`, read from the installed `@web3icons/core` package (never
 * from another host), or undefined when the package has no logo for it.
 *
 * @example
 * await readWalletLogo('MetaMask') // '<svg xmlns="http://www.w3.org/2000/svg" … class="web3icons">…'
 * await readWalletLogo('Frame') // undefined
 */
export async function readWalletLogo(name: string): Promise<string | undefined> {
  const file = Object.hasOwn(WALLET_LOGO_FILES, name) ? WALLET_LOGO_FILES[name] : undefined
  if (file === undefined) return undefined
  let logo = loaded.get(file)
  if (!logo) {
    logo = import(`@web3icons/core/svgs/wallets/background/${file}.svg.js`).then(
      (module: { default: string }) => module.default,
    )
    loaded.set(file, logo)
    // A failed read is not cached: the next request tries again and sees the same error.
    logo.catch(() => loaded.delete(file))
  }
  return logo
}
