import { MissingCapabilitiesAddressError } from '@portico/common'
import {
  toWalletError,
  type AdapterCapabilities,
  type AdapterSendCallsParameters,
  type AdapterSendTransactionParameters,
  type AdapterSignMessageParameters,
  type AdapterSignTypedDataParameters,
  type AdapterWriteContractParameters,
  type HexString,
} from '@portico/core'
import {
  estimateGas as wagmiEstimateGas,
  sendCalls as wagmiSendCalls,
  sendTransaction as wagmiSendTransaction,
  signMessage as wagmiSignMessage,
  signTypedData as wagmiSignTypedData,
  writeContract as wagmiWriteContract,
} from '@wagmi/core'
import type { Address, EIP1193Provider } from 'viem'
import { requireConnection, type WagmiSession } from '../session.ts'

// The wagmi actions' parameter types depend on the config's chains; the adapter passes plain values.
type Loose = never

async function run<T>(method: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action()
  } catch (error) {
    throw toWalletError(method, error)
  }
}

/**
 * Signs a text message through wagmi's `signMessage` (`personal_sign`).
 *
 * @throws {UserRejectedRequestError} when the person declines; {@link RequestBeforeConnectError} when not connected.
 *
 * @example
 * const signature = await signMessage(session, { message: 'hello', address })
 */
export async function signMessage(
  session: WagmiSession,
  { message, address }: AdapterSignMessageParameters,
): Promise<HexString> {
  const { connector } = requireConnection(session.config)
  return run('personal_sign', () =>
    wagmiSignMessage(session.config, { message, account: address as Address, connector }),
  )
}

/**
 * Signs EIP-712 typed data through wagmi's `signTypedData` (`eth_signTypedData_v4`).
 *
 * @example
 * const signature = await signTypedData(session, { address, typedData: { domain, types, primaryType, message } })
 */
export async function signTypedData(
  session: WagmiSession,
  { typedData, address }: AdapterSignTypedDataParameters,
): Promise<HexString> {
  const { connector } = requireConnection(session.config)
  return run('eth_signTypedData_v4', () =>
    wagmiSignTypedData(session.config, { ...typedData, account: address as Address, connector } as Loose),
  )
}

/**
 * Sends a transaction through wagmi's `sendTransaction`; resolves to its hash.
 *
 * @example
 * const hash = await sendTransaction(session, { address, to: '0x…', value: 1n })
 */
export async function sendTransaction(
  session: WagmiSession,
  { to, data, value, gasPrice, address }: AdapterSendTransactionParameters,
): Promise<HexString> {
  const { connector } = requireConnection(session.config)
  return run('eth_sendTransaction', () =>
    wagmiSendTransaction(session.config, {
      to,
      data,
      value,
      ...(gasPrice === undefined ? {} : { gasPrice }),
      account: address as Address,
      connector,
    } as Loose),
  )
}

/**
 * Gas the transaction would use, through wagmi's `estimateGas` on the connected chain.
 *
 * @example
 * const gas = await estimateGas(session, { address, to: '0x…', value: 1n }) // 21000n
 */
export async function estimateGas(
  session: WagmiSession,
  { to, data, value, address }: Omit<AdapterSendTransactionParameters, 'gasPrice'>,
): Promise<bigint> {
  const { connector } = requireConnection(session.config)
  return run('eth_estimateGas', () =>
    wagmiEstimateGas(session.config, { to, data, value, account: address as Address, connector } as Loose),
  )
}

/**
 * Calls a state-changing contract function through wagmi's `writeContract`; resolves to the transaction hash.
 *
 * @example
 * const hash = await writeContract(session, { address, contractAddress, abi, functionName: 'mint', args: [to, 1n] })
 */
export async function writeContract(
  session: WagmiSession,
  { address, contractAddress, abi, functionName, args, value }: AdapterWriteContractParameters,
): Promise<HexString> {
  const { connector } = requireConnection(session.config)
  return run('eth_sendTransaction', () =>
    wagmiWriteContract(session.config, {
      address: contractAddress,
      abi,
      functionName,
      args,
      ...(value === undefined ? {} : { value }),
      account: address as Address,
      connector,
    } as Loose),
  )
}

/**
 * Sends a batch of calls through wagmi's `sendCalls` (EIP-5792 `wallet_sendCalls`); resolves to the batch id.
 *
 * @example
 * const id = await sendCalls(session, { address, calls: [{ to: '0x…', value: 1n }] })
 */
export async function sendCalls(
  session: WagmiSession,
  { address, calls, chainId }: AdapterSendCallsParameters,
): Promise<string> {
  const { connector } = requireConnection(session.config)
  const result: unknown = await run('wallet_sendCalls', () =>
    wagmiSendCalls(session.config, {
      calls: calls.map(({ to, data, value }) => ({ to, data, value })),
      account: address as Address,
      connector,
      ...(chainId === undefined ? {} : { chainId }),
    } as Loose),
  )
  // viem answers `{ id }`; older releases answered the id itself.
  return typeof result === 'string' ? result : (result as { id: string }).id
}

/**
 * The wallet's EIP-5792 capabilities for `address`, by hex chain id, asked of the connected connector's provider
 * (`wallet_getCapabilities`, as the wallet answers it).
 *
 * @throws {MissingCapabilitiesAddressError} without an address (§5).
 *
 * @example
 * const capabilities = await getCapabilities(session, address) // { '0x7a69': { … } }
 */
export async function getCapabilities(session: WagmiSession, address?: string): Promise<AdapterCapabilities> {
  if (!address) throw new MissingCapabilitiesAddressError()
  const { connector } = requireConnection(session.config)
  const provider = (await connector.getProvider()) as EIP1193Provider
  return run(
    'wallet_getCapabilities',
    async () =>
      (await provider.request({
        method: 'wallet_getCapabilities',
        params: [address as Address],
      })) as AdapterCapabilities,
  )
}
