import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import type { ContractArtifact } from '../deploy/fixtureSources.ts'

const require = createRequire(import.meta.url)

/** The ENS contracts the devnet deploys, as their npm packages built them (Truffle artifacts). */
export interface EnsArtifacts {
  registry: ContractArtifact
  publicResolver: ContractArtifact
  reverseRegistrar: ContractArtifact
  /** The files' text, so a changed package version can change a cache key. */
  rawText: string[]
}

async function readTruffleArtifact(specifier: string): Promise<{ artifact: ContractArtifact; text: string }> {
  const text = await readFile(require.resolve(specifier), 'utf8')
  const json = JSON.parse(text) as { abi: Abi; bytecode: Hex; deployedBytecode: Hex }
  return {
    artifact: { abi: json.abi, bytecode: json.bytecode, deployedBytecode: json.deployedBytecode },
    text,
  }
}

let artifacts: Promise<EnsArtifacts> | undefined

/**
 * Reads ENSRegistry and ReverseRegistrar from @ensdomains/ens and PublicResolver from @ensdomains/resolver
 * (once per process).
 *
 * @example
 * const { registry } = await readEnsArtifacts()
 */
export function readEnsArtifacts(): Promise<EnsArtifacts> {
  artifacts ??= (async () => {
    const [registry, publicResolver, reverseRegistrar] = await Promise.all([
      readTruffleArtifact('@ensdomains/ens/build/contracts/ENSRegistry.json'),
      readTruffleArtifact('@ensdomains/resolver/build/contracts/PublicResolver.json'),
      readTruffleArtifact('@ensdomains/ens/build/contracts/ReverseRegistrar.json'),
    ])
    return {
      registry: registry.artifact,
      publicResolver: publicResolver.artifact,
      reverseRegistrar: reverseRegistrar.artifact,
      rawText: [registry.text, publicResolver.text, reverseRegistrar.text],
    }
  })()
  return artifacts
}
