// The `jsonParsed` form of an instruction for the programs a wallet's history shows: System transfers, SPL Token
// and Token-2022 transfers, and associated token account creation. Others stay partially decoded, as a
// validator leaves programs it cannot parse.
import { getBase58Decoder } from '@solana/kit'
import {
  ASSOCIATED_TOKEN_PROGRAM_ADDRESS,
  TOKEN_2022_PROGRAM_ADDRESS,
  TOKEN_PROGRAM_ADDRESS,
} from './devnetSolanaFixtures.ts'
import { uiTokenAmount } from './tokenAccountData.ts'

const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111'

/** An instruction with its accounts resolved to addresses. */
export interface ResolvedInstruction {
  programId: string
  accounts: readonly string[]
  data: Uint8Array
  stackHeight: number | null
}

function u64(data: Uint8Array, offset: number): bigint | null {
  if (data.length < offset + 8) return null
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(offset, true)
}

function parsed(
  program: string,
  instruction: ResolvedInstruction,
  type: string,
  info: Record<string, unknown>,
): Record<string, unknown> {
  return {
    program,
    programId: instruction.programId,
    parsed: { info, type },
    stackHeight: instruction.stackHeight,
  }
}

function parseSystem(instruction: ResolvedInstruction): Record<string, unknown> | null {
  const { data, accounts } = instruction
  // SystemInstruction::Transfer is variant 2 (u32), then lamports (u64).
  if (data.length === 12 && data[0] === 2 && data[1] === 0 && data[2] === 0 && data[3] === 0) {
    const lamports = u64(data, 4)
    return parsed('system', instruction, 'transfer', {
      destination: accounts[1],
      lamports,
      source: accounts[0],
    })
  }
  return null
}

function parseToken(instruction: ResolvedInstruction): Record<string, unknown> | null {
  const { data, accounts } = instruction
  const program = instruction.programId === TOKEN_2022_PROGRAM_ADDRESS ? 'spl-token-2022' : 'spl-token'
  if (data[0] === 3 && data.length === 9) {
    return parsed(program, instruction, 'transfer', {
      amount: u64(data, 1)?.toString(),
      authority: accounts[2],
      destination: accounts[1],
      source: accounts[0],
    })
  }
  if (data[0] === 12 && data.length === 10) {
    return parsed(program, instruction, 'transferChecked', {
      authority: accounts[3],
      destination: accounts[2],
      mint: accounts[1],
      source: accounts[0],
      tokenAmount: uiTokenAmount(u64(data, 1) ?? 0n, data[9]!),
    })
  }
  return null
}

function parseAssociatedToken(instruction: ResolvedInstruction): Record<string, unknown> | null {
  const { data, accounts } = instruction
  const type = data.length === 0 || data[0] === 0 ? 'create' : data[0] === 1 ? 'createIdempotent' : null
  if (!type) return null
  return parsed('spl-associated-token-account', instruction, type, {
    account: accounts[1],
    mint: accounts[3],
    source: accounts[0],
    systemProgram: accounts[4],
    tokenProgram: accounts[5],
    wallet: accounts[2],
  })
}

/**
 * An instruction in `jsonParsed` form: parsed when its program is one of those above, else
 * `{ programId, accounts, data (base58), stackHeight }`.
 *
 * @example
 * parseInstruction({ programId: '11111111111111111111111111111111', accounts: [from, to], data, stackHeight: null })
 * // { program: 'system', parsed: { type: 'transfer', info: { source, destination, lamports } }, … }
 */
export function parseInstruction(instruction: ResolvedInstruction): Record<string, unknown> {
  const byProgram: Record<string, (i: ResolvedInstruction) => Record<string, unknown> | null> = {
    [SYSTEM_PROGRAM_ADDRESS]: parseSystem,
    [TOKEN_PROGRAM_ADDRESS]: parseToken,
    [TOKEN_2022_PROGRAM_ADDRESS]: parseToken,
    [ASSOCIATED_TOKEN_PROGRAM_ADDRESS]: parseAssociatedToken,
  }
  return (
    byProgram[instruction.programId]?.(instruction) ?? {
      accounts: instruction.accounts,
      data: getBase58Decoder().decode(instruction.data),
      programId: instruction.programId,
      stackHeight: instruction.stackHeight,
    }
  )
}
