/**
 * AppKit's wallet buttons: each connects one wallet without the modal's list — the Portico Dev Wallet (by its
 * AppKit-style name) at once, WalletConnect through its QR code, GitHub through the embedded wallet's popup.
 */
export function WalletButtons() {
  return (
    <section className="demo__panel" aria-labelledby="demo-wallet-buttons">
      <h2 id="demo-wallet-buttons">Or connect one wallet directly</h2>
      <div className="demo__wallet-buttons">
        <appkit-wallet-button wallet="portico" />
        <appkit-wallet-button wallet="walletConnect" />
        <appkit-wallet-button wallet="github" />
      </div>
    </section>
  )
}
