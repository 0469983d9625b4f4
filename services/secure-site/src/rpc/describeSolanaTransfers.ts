import type { ParsedSolanaMessage, SolanaInstruction } from './parseSolanaMessage.ts'

/** The System program (SOL transfers). */
export const SYSTEM_PROGRAM_ID = '11111111111111111111111111111111'
/** The SPL Token program and Token-2022, which share these instruction layouts. */
export const SPL_TOKEN_PROGRAM_IDS: readonly string[] = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
]

/** What one instruction moves or lets move; accounts are base58, `undefined` when from a lookup table. */
export type SolanaTransfer =
  | { kind: 'sol'; lamports: bigint; from: string | undefined; to: string | undefined }
  | {
      kind: 'token'
      amount: bigint
      /** Known only for TransferChecked. */
      decimals: number | undefined
      mint: string | undefined
      /** Token accounts. */
      from: string | undefined
      to: string | undefined
    }
  | {
      kind: 'tokenApproval'
      amount: bigint
      decimals: number | undefined
      mint: string | undefined
      /** Who may then spend `amount` from the token account. */
      delegate: string | undefined
    }

/** What {@link describeSolanaTransfers} finds: the transfers it can read, and the programs it cannot. */
export interface SolanaTransfers {
  transfers: SolanaTransfer[]
  /** Program ids of the instructions that are not a transfer or approval read here. */
  otherPrograms: (string | undefined)[]
}

function u64(data: Uint8Array, offset: number): bigint | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
}

function readInstruction({ programId, accounts, data }: SolanaInstruction): SolanaTransfer | undefined {
  if (programId === SYSTEM_PROGRAM_ID) {
    // SystemInstruction::Transfer: u32 index 2, then u64 lamports; accounts [from, to].
    if (data.length !== 12 || new DataView(data.buffer, data.byteOffset, 4).getUint32(0, true) !== 2) return
    return { kind: 'sol', lamports: u64(data, 4)!, from: accounts[0], to: accounts[1] }
  }
  if (programId === undefined || !SPL_TOKEN_PROGRAM_IDS.includes(programId)) return
  const amount = u64(data, 1)
  if (amount === undefined) return
  switch (data[0]) {
    case 3: // Transfer: [source, destination, authority]
      return {
        kind: 'token',
        amount,
        decimals: undefined,
        mint: undefined,
        from: accounts[0],
        to: accounts[1],
      }
    case 12: // TransferChecked: [source, mint, destination, authority], amount then decimals
      return {
        kind: 'token',
        amount,
        decimals: data[9],
        mint: accounts[1],
        from: accounts[0],
        to: accounts[2],
      }
    case 4: // Approve: [source, delegate, owner]
      return { kind: 'tokenApproval', amount, decimals: undefined, mint: undefined, delegate: accounts[1] }
    case 13: // ApproveChecked: [source, mint, delegate, owner]
      return { kind: 'tokenApproval', amount, decimals: data[9], mint: accounts[1], delegate: accounts[2] }
  }
  return undefined
}

/**
 * Reads what a Solana message moves: System-program SOL transfers and SPL-token (and Token-2022) transfers and
 * approvals, with amounts and recipients; every other instruction is listed by its program.
 *
 * @example
 * describeSolanaTransfers(parseSolanaTransaction(bytes).message).transfers
 * // [{ kind: 'sol', lamports: 1_000_000n, from: '9xQe…', to: '4Nd1…' }]
 */
export function describeSolanaTransfers(message: ParsedSolanaMessage): SolanaTransfers {
  const transfers: SolanaTransfer[] = []
  const otherPrograms: (string | undefined)[] = []
  for (const instruction of message.instructions) {
    const transfer = readInstruction(instruction)
    if (transfer) transfers.push(transfer)
    else otherPrograms.push(instruction.programId)
  }
  return { transfers, otherPrograms }
}
