// An existing ethers 5 app on AppKit's hooks: the wallet's EIP-1193 provider from `useAppKitProvider`, and
// everything else through ethers (providers.Web3Provider, its signer, a Contract).
import { useAppKitAccount, useAppKitProvider } from '@portico/react'
import { ethers } from 'ethers'
import { useEffect, useState } from 'react'

/** WETH9 on the devnet: `deposit()` mints as many tokens as it is sent ether. */
const token = import.meta.env.VITE_PORTICO_MINT_TOKEN
const tokenAbi = ['function deposit() payable']
export const MESSAGE = 'Hello from an existing ethers 5 app'

interface Wallet {
  address: string
  balance: string
}

export default function App() {
  const { isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<ethers.providers.ExternalProvider>('eip155')
  const [wallet, setWallet] = useState<Wallet>()
  const [mint, setMint] = useState<{ hash: string; status?: number }>()
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    if (!isConnected || !walletProvider) {
      setWallet(undefined)
      return
    }
    let current = true
    const read = async () => {
      const provider = new ethers.providers.Web3Provider(walletProvider)
      const address = await provider.getSigner().getAddress()
      const balance = await provider.getBalance(address)
      if (current) setWallet({ address, balance: `${ethers.utils.formatEther(balance)} ETH` })
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

  const signer = () => new ethers.providers.Web3Provider(walletProvider).getSigner()
  const onMint = async () => {
    const weth = new ethers.Contract(token, tokenAbi, signer())
    const tx = (await weth.deposit({ value: ethers.utils.parseEther('0.01') })) as ethers.ContractTransaction
    setMint({ hash: tx.hash })
    const receipt = await tx.wait()
    setMint({ hash: tx.hash, status: receipt.status })
  }
  const onSign = async () => {
    setSignature(await signer().signMessage(MESSAGE))
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
