// Writes the fixtures of devnetSolanaFixtures.ts straight into LiteSVM's accounts (no transactions, so the start
// costs milliseconds): funded accounts, the faucet, the mints and each holder's associated token account.
import { AccountState, findAssociatedTokenPda, getMintEncoder, getTokenEncoder } from '@solana-program/token'
import { address, lamports, none, some, type Address } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import {
  DEVNET_SOLANA_ACCOUNT_BALANCE_SOL,
  LAMPORTS_PER_SOL,
  TOKEN_2022_PROGRAM_ADDRESS,
  devnetSolanaAccounts,
  devnetSolanaFaucet,
  devnetSolanaTokens,
} from './devnetSolanaFixtures.ts'

const SYSTEM_PROGRAM_ADDRESS = address('11111111111111111111111111111111')
// The faucet behind requestAirdrop: a billion SOL, like a test validator's faucet.
const FAUCET_LAMPORTS = 1_000_000_000n * LAMPORTS_PER_SOL
// Token-2022 associated token accounts carry the ImmutableOwner extension: account type 2, then TLV type 7, length 0.
const IMMUTABLE_OWNER_SUFFIX = new Uint8Array([2, 7, 0, 0, 0])

function fundSystemAccount(svm: LiteSVM, owner: string, balance: bigint): void {
  svm.setAccount({
    address: address(owner),
    lamports: lamports(balance),
    data: new Uint8Array(),
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    executable: false,
    space: 0n,
  })
}

function writeProgramAccount(svm: LiteSVM, at: Address, program: Address, data: Uint8Array): void {
  svm.setAccount({
    address: at,
    lamports: lamports(svm.minimumBalanceForRentExemption(BigInt(data.length))),
    data,
    programAddress: program,
    executable: false,
    space: BigInt(data.length),
  })
}

/**
 * Funds the fixture accounts and the faucet, and creates the PUSD, PT22 and PASS mints with every holder's
 * associated token account. Account 0 holds what the other holders were not given.
 *
 * @example
 * const svm = new LiteSVM()
 * await seedSolanaFixtures(svm)
 * svm.getBalance(address(devnetSolanaAccounts[1].address)) // 1_000_000_000_000n
 */
export async function seedSolanaFixtures(svm: LiteSVM): Promise<void> {
  for (const account of devnetSolanaAccounts) {
    fundSystemAccount(svm, account.address, DEVNET_SOLANA_ACCOUNT_BALANCE_SOL * LAMPORTS_PER_SOL)
  }
  fundSystemAccount(svm, devnetSolanaFaucet.address, FAUCET_LAMPORTS)

  for (const token of devnetSolanaTokens) {
    const mint = address(token.address)
    const tokenProgram = address(token.programAddress)
    const mintData = getMintEncoder().encode({
      mintAuthority: token.mintAuthority ? some(address(token.mintAuthority)) : none(),
      supply: token.supply,
      decimals: token.decimals,
      isInitialized: true,
      freezeAuthority: none(),
    })
    writeProgramAccount(svm, mint, tokenProgram, new Uint8Array(mintData))

    const given = Object.values(token.holdings).reduce((sum, amount) => sum + amount, 0n)
    const balances = new Map<number, bigint>(
      Object.entries(token.holdings).map(([index, amount]) => [Number(index), amount]),
    )
    if (token.supply > given) balances.set(0, token.supply - given)
    for (const [index, amount] of balances) {
      const owner = address(devnetSolanaAccounts[index]!.address)
      const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram })
      const base = getTokenEncoder().encode({
        mint,
        owner,
        amount,
        delegate: none(),
        state: AccountState.Initialized,
        isNative: none(),
        delegatedAmount: 0n,
        closeAuthority: none(),
      })
      const data =
        token.programAddress === TOKEN_2022_PROGRAM_ADDRESS
          ? new Uint8Array([...base, ...IMMUTABLE_OWNER_SUFFIX])
          : new Uint8Array(base)
      writeProgramAccount(svm, ata, tokenProgram, data)
    }
  }
}
