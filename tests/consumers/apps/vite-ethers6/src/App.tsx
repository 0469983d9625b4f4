// An existing ethers 6 app on AppKit's hooks: the wallet's EIP-1193 provider from `useAppKitProvider`, and
// everything else through ethers (BrowserProvider, its signer, a Contract).
import { useAppKitAccount, useAppKitProvider } from '@portico/react'
import { BrowserProvider, Contract, formatEther, parseEther, type Eip1193Provider } from 'ethers'
import { useEffect, useState } from 'react'

/** WETH9 on the devnet: `deposit()` mints as many tokens as it is sent ether. */
const token = import.meta.env.VITE_PORTICO_MINT_TOKEN
const tokenAbi = ['function deposit() payable']
export const MESSAGE = 'Hello from an existing ethers 6 app'

interface Wallet {
  address: string
  balance: string
}

export default function App() {
  const { isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
  const [wallet, setWallet] = useState<Wallet>()
  const [mint, setMint] = useState<{ hash: string; status?: number | null }>()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!isConnected || !walletProvider) {
      setWallet(undefined)
      return
    }
    let current = true
    const read = async () => {
      const provider = new BrowserProvider(walletProvider)
      const signer = await provider.getSigner()
      const address = await signer.getAddress()
      const balance = await provider.getBalance(address)
      if (current) setWallet({ address, balance: `${formatEther(balance)} ETH` })
    }
    read().catch((reason: unknown) => setError(String(reason)))
    return () => {
      current = false
    }
  }, [isConnected, walletProvider])

  if (!isConnected || !walletProvider) {
    return (
      <main>
        <appkit-button />
        <p data-testid="ethers-status">disconnected</p>
      </main>
    )
  }

  const onMint = async () => {
    const signer = await new BrowserProvider(walletProvider).getSigner()
    const weth = new Contract(token, tokenAbi, signer)
    const tx = await weth.getFunction('deposit')({ value: parseEther('0.01') })
    setMint({ hash: tx.hash })
    const receipt = await tx.wait()
    setMint({ hash: tx.hash, status: receipt?.status })
  }
  const onSign = async () => {
    const signer = await new BrowserProvider(walletProvider).getSigner()
    setSignature(await signer.signMessage(MESSAGE))
  }
  const run = (action: () => Promise<void>) => () => {
    setError(undefined)
    action().catch((reason: unknown) => setError(String(reason)))
  }

  return (
    <main>
      <appkit-button />
      <p data-testid="ethers-status">connected</p>
      <p data-testid="ethers-address">{wallet?.address}</p>
      <p data-testid="ethers-balance">{wallet?.balance ?? '…'}</p>
      <button type="button" onClick={run(onMint)}>
        Mint
      </button>
      <p data-testid="mint-hash">{mint?.hash}</p>
      <p data-testid="mint-status">{mint?.status === 1 ? 'success' : mint?.status === 0 ? 'reverted' : ''}</p>
      <button type="button" onClick={run(onSign)}>
        Sign
      </button>
      <p data-testid="sign-message">{MESSAGE}</p>
      <p data-testid="signature">{signature}</p>
      {error && <p data-testid="ethers-error">{error}</p>}
    </main>
  )
}
