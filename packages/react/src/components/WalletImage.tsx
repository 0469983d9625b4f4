/** Props of {@link WalletImage}. */
export interface WalletImageProps {
  src: string | undefined
  size: 40 | 56 | 72
  /** §9: the first 20 images of a page load at once; later ones when they scroll near. */
  eager?: boolean
}

/** A wallet's picture (decorative: the wallet's name is next to it), or a neutral tile while it has none. */
export function WalletImage({ src, size, eager }: WalletImageProps) {
  return src ? (
    <img
      className="portico-wallet-image"
      src={src}
      alt=""
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    // A class per size, not a style attribute: the modal works under a CSP without 'unsafe-inline' styles.
    <span className={`portico-wallet-image portico-wallet-image--empty portico-wallet-image--${size}`} />
  )
}
