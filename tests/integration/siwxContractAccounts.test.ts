// Sign-in (EIP-4361) signatures of contract accounts checked on a real devnet: a deployed ERC-1271 wallet, an
// undeployed one signing through ERC-6492, and createDefaultSiwx keeping (or refusing) such sessions — the
// wallet contract is compiled and deployed here (support/SiwxTestWallet.sol).
import { createDefaultSiwx, createMemoryStorage, createSafeStorage } from '@portico/core'
import {
  formatSignInMessage,
  SiwxVerificationError,
  verifySiwxMessage,
  type SignInMessageInput,
  type VerifySiwxMessageParameters,
} from '@portico/core/siwx'
import { devnetAccounts, porticoDevnet, startDevnet, withRpcUrl, type RunningDevnet } from '@portico/devnet'
import {
  createPublicClient,
  encodeFunctionData,
  http,
  serializeErc6492Signature,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deploySiwxTestWalletFactory, type SiwxTestWallets } from './support/deploySiwxTestWallets.ts'

// Accounts 8 and 9 of the devnet own and deploy the test wallets; this file's anvil is its own (port 0).
const owner = privateKeyToAccount(devnetAccounts[8]!.privateKey)
const stranger = privateKeyToAccount(devnetAccounts[7]!.privateKey)

let devnet: RunningDevnet
let wallets: SiwxTestWallets
beforeAll(async () => {
  devnet = await startDevnet({ chainId: 31337, port: 0 })
  wallets = await deploySiwxTestWalletFactory(devnet.rpcUrl, devnetAccounts[9]!.privateKey)
})
afterAll(async () => {
  await devnet?.stop()
})

const expected = { domain: 'app.example', uri: 'https://app.example', nonce: 'n0nce0123456' }

function messageFor(accountAddress: Address, overrides: Partial<SignInMessageInput> = {}): string {
  return formatSignInMessage({
    ...expected,
    accountAddress,
    chainId: 'eip155:31337',
    statement: 'Sign in to the app',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 60_000).toISOString(),
    ...overrides,
  })
}

async function refusal(parameters: VerifySiwxMessageParameters) {
  const error = await verifySiwxMessage(parameters).then(
    () => undefined,
    (cause: unknown) => cause,
  )
  expect(error).toBeInstanceOf(SiwxVerificationError)
  return error as SiwxVerificationError
}

const salt = (value: number): Hex => `0x${value.toString(16).padStart(64, '0')}`

describe('verifySiwxMessage on the devnet', () => {
  it("accepts an EOA's signature through the client too", async () => {
    const message = messageFor(owner.address)
    const signature = await owner.signMessage({ message })
    const fields = await verifySiwxMessage({ message, signature, ...expected, client: wallets.client })
    expect(fields.accountAddress).toBe(owner.address)
  })

  it("accepts a deployed ERC-1271 wallet's signature, and refuses one its owner did not make", async () => {
    const wallet = await wallets.addressOf(owner.address, salt(1))
    await wallets.deployWallet(owner.address, salt(1))
    expect(await wallets.client.getCode({ address: wallet })).not.toBeUndefined()
    const message = messageFor(wallet)
    const signature = await owner.signMessage({ message })

    const fields = await verifySiwxMessage({ message, signature, ...expected, client: wallets.client })
    expect(fields.accountAddress).toBe(wallet)

    const forged = await refusal({
      message,
      signature: await stranger.signMessage({ message }),
      ...expected,
      client: wallets.client,
    })
    expect(forged.reason).toBe('signature')
    // Without a client the contract cannot be asked: only an EOA's key could have verified offline.
    const offline = await refusal({ message, signature, ...expected })
    expect(offline.reason).toBe('signature')
    expect(offline.details).toMatch(/needs a client for chain 31337/)
  })

  it('accepts an undeployed wallet signing through ERC-6492 without deploying it', async () => {
    const wallet = await wallets.addressOf(owner.address, salt(2))
    expect(await wallets.client.getCode({ address: wallet })).toBeUndefined()
    const message = messageFor(wallet)
    const wrap = async (by: typeof owner) =>
      serializeErc6492Signature({
        address: wallets.factory,
        data: encodeFunctionData({
          abi: wallets.factoryAbi,
          functionName: 'deploy',
          args: [owner.address, salt(2)],
        }),
        signature: await by.signMessage({ message }),
      })

    const fields = await verifySiwxMessage({
      message,
      signature: await wrap(owner),
      ...expected,
      client: wallets.client,
    })
    expect(fields.accountAddress).toBe(wallet)
    // The check is a call: the wallet is still not deployed.
    expect(await wallets.client.getCode({ address: wallet })).toBeUndefined()

    const forged = await refusal({
      message,
      signature: await wrap(stranger),
      ...expected,
      client: wallets.client,
    })
    expect(forged.reason).toBe('signature')
  })

  it('refuses a message for another chain than the client reads', async () => {
    const message = messageFor(owner.address, { chainId: 'eip155:1' })
    const error = await refusal({
      message,
      signature: await owner.signMessage({ message }),
      ...expected,
      client: wallets.client,
    })
    expect(error.reason).toBe('chain')
    expect(error.details).toBe('the message names chain 1, the client reads 31337')
  })

  it('picks the client by chain id and says when it has none for the chain', async () => {
    const message = messageFor(owner.address, { chainId: 'eip155:31338' })
    const client = (chainId: number) =>
      chainId === 31337 ? createPublicClient({ transport: http(devnet.rpcUrl) }) : undefined
    const error = await refusal({
      message,
      signature: await owner.signMessage({ message }),
      ...expected,
      client,
    })
    expect(error.reason).toBe('chain')
    expect(error.details).toBe('no client reads chain 31338')
  })
})

describe('createDefaultSiwx with the app networks', () => {
  it('keeps the session of an ERC-1271 wallet and refuses one its owner did not sign', async () => {
    const wallet = await wallets.addressOf(owner.address, salt(3))
    await wallets.deployWallet(owner.address, salt(3))
    const siwx = createDefaultSiwx({
      ...expected,
      networks: [withRpcUrl(porticoDevnet, devnet.rpcUrl)],
      storage: createSafeStorage({ storage: createMemoryStorage() }),
    })
    const sign = async (by: typeof owner) => {
      const message = await siwx.createMessage({ accountAddress: wallet, chainId: 'eip155:31337' })
      const { toString: _toString, ...data } = message
      const text = message.toString()
      return { data, message: text, signature: await by.signMessage({ message: text }) }
    }
    await expect(siwx.addSession(await sign(stranger))).rejects.toThrow(
      'The sign-in signature is not valid for this address',
    )
    await siwx.addSession(await sign(owner))
    const sessions = await siwx.getSessions('eip155:31337', wallet)
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.message).toContain(`Chain ID: 31337\nNonce: `)
  })
})
