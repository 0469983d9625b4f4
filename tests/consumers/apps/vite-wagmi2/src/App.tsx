// An existing wagmi 2 app: nothing here knows about Portico except the <appkit-button /> element. Every
// value and action goes through wagmi's own hooks, which the Portico modal's connection drives.
import { formatUnits, parseAbi, parseEther } from 'viem'
import {
  useAccount,
  useBalance,
  useDisconnect,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'

/** WETH9 on the devnet: `deposit()` mints as many tokens as it is sent ether. */
const token = import.meta.env.VITE_PORTICO_MINT_TOKEN
const tokenAbi = parseAbi(['function deposit() payable'])
export const MESSAGE = 'Hello from an existing wagmi 2 app'

function Account() {
  const { address, chainId, isConnected } = useAccount()
  const balance = useBalance({ address })
  if (!isConnected) return <p data-testid="wagmi-status">disconnected</p>
  return (
    <>
      <p data-testid="wagmi-status">connected</p>
      <p data-testid="wagmi-address">{address}</p>
      <p data-testid="wagmi-chain">{chainId}</p>
      <p data-testid="wagmi-balance">
        {balance.data
          ? `${formatUnits(balance.data.value, balance.data.decimals)} ${balance.data.symbol}`
          : '…'}
      </p>
    </>
  )
}

function Mint() {
  const { data: hash, error, isPending, writeContract } = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash })
  return (
    <section>
      <button
        type="button"
        disabled={isPending}
        onClick={() =>
          writeContract({ address: token, abi: tokenAbi, functionName: 'deposit', value: parseEther('0.01') })
        }
      >
        Mint
      </button>
      <p data-testid="mint-hash">{hash}</p>
      <p data-testid="mint-status">{receipt.data?.status}</p>
      {error && <p data-testid="mint-error">{error.message}</p>}
    </section>
  )
}

function Sign() {
  const { data: signature, error, signMessage } = useSignMessage()
  return (
    <section>
      <button type="button" onClick={() => signMessage({ message: MESSAGE })}>
        Sign
      </button>
      <p data-testid="sign-message">{MESSAGE}</p>
      <p data-testid="signature">{signature}</p>
      {error && <p data-testid="sign-error">{error.message}</p>}
    </section>
  )
}

function Chains() {
  const { chains, switchChain, error } = useSwitchChain()
  return (
    <section>
      {chains.map((chain) => (
        <button key={chain.id} type="button" onClick={() => switchChain({ chainId: chain.id })}>
          Switch to {chain.name}
        </button>
      ))}
      {error && <p data-testid="switch-error">{error.message}</p>}
    </section>
  )
}

export default function App() {
  const { isConnected } = useAccount()
  const { disconnect } = useDisconnect()
  return (
    <main>
      <appkit-button />
      <Account />
      {isConnected && (
        <>
          <Mint />
          <Sign />
          <Chains />
          <button type="button" onClick={() => disconnect()}>
            Disconnect
          </button>
        </>
      )}
    </main>
  )
}
