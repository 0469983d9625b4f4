import { porticoPalsAbi } from '../../abis.ts'
import { porticoItemsAbi } from '../../devnetThreeAbis.ts'
import { devnetAccounts } from '../../fixtures/devnetAccounts.ts'
import { devnetThreeContracts } from '../../fixtures/devnetThree/devnetThreeContracts.ts'
import {
  devnetThreeItemMovements,
  devnetThreeItems,
  devnetThreeNfts,
} from '../../fixtures/devnetThree/devnetThreeCollectibles.ts'
import type { DevnetThreeDeployContext } from './devnetThreeDeployContext.ts'

const account = (index: number) => devnetAccounts[index]!

/**
 * Mints and moves Portico Items (ERC-1155) and mints Portico Pals (ERC-721) as the manifest lists them; the
 * holders' own transfers leave TransferSingle, TransferBatch and Transfer history to index.
 *
 * @example
 * await mintDevnetThreeCollectibles(context)
 */
export async function mintDevnetThreeCollectibles(context: DevnetThreeDeployContext): Promise<void> {
  const { deployer, confirm } = context
  const items = { address: devnetThreeContracts.items, abi: porticoItemsAbi } as const
  for (const movement of devnetThreeItemMovements) {
    const to = account(movement.toIndex).address
    const what = `Portico Items ${movement.kind} of ${movement.ids.join(',')} to account ${movement.toIndex}`
    if (movement.fromIndex === null) {
      const id = movement.ids[0]!
      const uri = devnetThreeItems.find((item) => item.id === id)!.uri
      const hash = await deployer.writeContract({
        ...items,
        functionName: 'mint',
        args: [to, id, movement.amounts[0]!, uri],
      })
      await confirm(what, hash)
      continue
    }
    const holder = context.walletOf(account(movement.fromIndex))
    const from = holder.account.address
    const hash =
      movement.kind === 'single'
        ? await holder.writeContract({
            ...items,
            functionName: 'safeTransferFrom',
            args: [from, to, movement.ids[0]!, movement.amounts[0]!, '0x'],
          })
        : await holder.writeContract({
            ...items,
            functionName: 'safeBatchTransferFrom',
            args: [from, to, [...movement.ids], [...movement.amounts], '0x'],
          })
    await confirm(what, hash)
  }

  const pals = { address: devnetThreeContracts.nftCollection, abi: porticoPalsAbi } as const
  for (const nft of devnetThreeNfts) {
    const hash = await deployer.writeContract({
      ...pals,
      functionName: 'mint',
      args: [nft.mintedTo, nft.tokenId, nft.tokenUri],
    })
    await confirm(`minting Portico Pal ${nft.tokenId}`, hash)
  }
  for (const nft of devnetThreeNfts.filter((n) => n.owner !== n.mintedTo)) {
    const holder = context.walletOf(devnetAccounts.find((a) => a.address === nft.mintedTo)!)
    const hash = await holder.writeContract({
      ...pals,
      functionName: 'safeTransferFrom',
      args: [nft.mintedTo, nft.owner, nft.tokenId],
    })
    await confirm(`sending Portico Pal ${nft.tokenId}`, hash)
  }
}
