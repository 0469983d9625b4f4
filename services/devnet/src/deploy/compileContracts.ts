import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Abi, Hex } from 'viem'
import { removeStaleSiblings } from '../cache/removeStaleSiblings.ts'
import { writeFileAtomically } from '../cache/writeFileAtomically.ts'
import { readContractSources, type ContractArtifact, type ContractSources } from './fixtureSources.ts'

const require = createRequire(import.meta.url)

/** Our compiled contracts by contract name (Multicall3, PorticoToken, PorticoPals). */
export type CompiledContracts = Record<string, ContractArtifact>

/** Thrown when solc reports errors in services/devnet/contracts. */
export class ContractCompileError extends Error {
  override name = 'ContractCompileError'
}

// Cancun runs on every current EVM chain and on anvil's default hardfork; pinned so bytecode never drifts.
const compilerSettings = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
}

interface SolcOutput {
  errors?: { severity: string; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>
  >
}

function solcVersion(): string {
  return (require('solc/package.json') as { version: string }).version
}

async function runSolc(sources: ContractSources): Promise<CompiledContracts> {
  const { default: solc } = (await import('solc')) as { default: { compile(input: string): string } }
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, { content }])),
    settings: compilerSettings,
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
  if (errors.length > 0) {
    throw new ContractCompileError(
      `solc could not compile services/devnet/contracts:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  }
  const compiled: CompiledContracts = {}
  for (const file of Object.values(output.contracts ?? {})) {
    for (const [contractName, contract] of Object.entries(file)) {
      compiled[contractName] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}` as Hex,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}` as Hex,
      }
    }
  }
  return compiled
}

/**
 * A hash of everything that decides the compiled output: solc's version, its settings and our sources.
 *
 * @example
 * const key = await compilerInputHash() // '3f9a…'
 */
export async function compilerInputHash(): Promise<string> {
  const hash = createHash('sha256').update(solcVersion()).update(JSON.stringify(compilerSettings))
  for (const [name, content] of Object.entries(await readContractSources())) hash.update(name).update(content)
  return hash.digest('hex').slice(0, 16)
}

const inProcess = new Map<string, Promise<CompiledContracts>>()

/**
 * Compiles services/devnet/contracts with solc-js, reusing `<cacheDir>/solc-<hash>.json` when present (once
 * per cache directory and process).
 *
 * @example
 * const { PorticoToken } = await compileContracts('services/devnet/.cache')
 */
export function compileContracts(cacheDir: string): Promise<CompiledContracts> {
  const key = cacheDir
  let compiled = inProcess.get(key)
  if (!compiled) {
    compiled = (async () => {
      const path = join(cacheDir, `solc-${await compilerInputHash()}.json`)
      try {
        return JSON.parse(await readFile(path, 'utf8')) as CompiledContracts
      } catch {
        const fresh = await runSolc(await readContractSources())
        await writeFileAtomically(path, JSON.stringify(fresh))
        await removeStaleSiblings(path, /^solc-[0-9a-f]{16}\.json$/)
        return fresh
      }
    })()
    compiled.catch(() => inProcess.delete(key))
    inProcess.set(key, compiled)
  }
  return compiled
}
