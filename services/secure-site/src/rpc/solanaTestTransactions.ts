// Test support (never imported by the server or the frame): real Solana wire-format transactions, built byte by
// byte as the runtime lays them out, for the parser, the signMessage refusal and the approval screen's tests.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { SPL_TOKEN_PROGRAM_IDS, SYSTEM_PROGRAM_ID } from './describeSolanaTransfers.ts'

function shortVec(value: number): number[] {
  const bytes: number[] = []
  let rest = value
  for (;;) {
    const low = rest & 0x7f
    rest >>= 7
    if (rest === 0) return [...bytes, low]
    bytes.push(low | 0x80)
  }
}

const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return [...bytes]
}

/** A key pair for tests, from a fixed seed byte. */
export function testSolanaKey(seed: number) {
  const privateKey = new Uint8Array(32).fill(seed)
  return { privateKey, address: base58.encode(ed25519.getPublicKey(privateKey)) }
}

/** One instruction to put in a test message: program and accounts by base58 address. */
export interface TestInstruction {
  programId: string
  accounts: string[]
  data: number[]
}

/** SystemInstruction::Transfer of `lamports` from `from` to `to`. */
export const systemTransfer = (from: string, to: string, lamports: bigint): TestInstruction => ({
  programId: SYSTEM_PROGRAM_ID,
  accounts: [from, to],
  data: [2, 0, 0, 0, ...u64(lamports)],
})

/** SPL TransferChecked of `amount` base units of `mint` (with its decimals). */
export const splTransferChecked = (
  source: string,
  mint: string,
  destination: string,
  owner: string,
  amount: bigint,
  decimals: number,
): TestInstruction => ({
  programId: SPL_TOKEN_PROGRAM_IDS[0]!,
  accounts: [source, mint, destination, owner],
  data: [12, ...u64(amount), decimals],
})

/** SPL Approve of `amount` base units to `delegate`. */
export const splApprove = (
  source: string,
  delegate: string,
  owner: string,
  amount: bigint,
): TestInstruction => ({
  programId: SPL_TOKEN_PROGRAM_IDS[0]!,
  accounts: [source, delegate, owner],
  data: [4, ...u64(amount)],
})

/** A legacy (or, with `versioned`, v0) message paid and signed by `payer`. */
export function buildSolanaMessage(
  payer: string,
  instructions: TestInstruction[],
  versioned = false,
): Uint8Array {
  const keys = [payer]
  for (const instruction of instructions)
    for (const key of [...instruction.accounts, instruction.programId])
      if (!keys.includes(key)) keys.push(key)
  const programs = new Set(instructions.map((instruction) => instruction.programId))
  const readonlyUnsigned = keys.filter((key) => programs.has(key)).length
  // Programs go last so the read-only unsigned count covers them.
  const ordered = [payer, ...keys.slice(1).filter((key) => !programs.has(key)), ...programs]
  const bytes = [
    ...(versioned ? [0x80] : []),
    1,
    0,
    readonlyUnsigned,
    ...shortVec(ordered.length),
    ...ordered.flatMap((key) => [...base58.decode(key)]),
    ...new Array<number>(32).fill(7),
    ...shortVec(instructions.length),
    ...instructions.flatMap((instruction) => [
      ordered.indexOf(instruction.programId),
      ...shortVec(instruction.accounts.length),
      ...instruction.accounts.map((key) => ordered.indexOf(key)),
      ...shortVec(instruction.data.length),
      ...instruction.data,
    ]),
    ...(versioned ? shortVec(0) : []),
  ]
  return Uint8Array.from(bytes)
}

/** The message as an unsigned transaction (one empty signature slot), base58. */
export function buildSolanaTransaction(message: Uint8Array): string {
  return base58.encode(Uint8Array.from([...shortVec(1), ...new Array<number>(64).fill(0), ...message]))
}
