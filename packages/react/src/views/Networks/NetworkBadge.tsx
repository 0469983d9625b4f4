import type { CaipNetwork } from '@portico/common'
import { networkImageUrl } from '@portico/core'
import { useAppKitInstance } from '../../hooks/useAppKitInstance.ts'
import { useStoreSnapshot } from '../../hooks/useStoreSnapshot.ts'

/**
 * A network's image (the app's `chainImages`, else the network's own `assets.imageUrl`), or its initials on a
 * tile tinted from its id when it has none (nothing is fetched from elsewhere).
 */
export function NetworkBadge({ network }: { network: CaipNetwork }) {
  const options = useStoreSnapshot(useAppKitInstance().stores.options)
  const imageUrl = networkImageUrl(options, network)
  if (imageUrl)
    return (
      <img className="portico-network-badge" src={imageUrl} alt="" aria-hidden="true" data-network-image />
    )
  const tint = Number(BigInt.asUintN(16, BigInt(hash(network.caipNetworkId)))) % 5
  return (
    <span className={`portico-network-badge portico-network-badge--tint${tint}`} aria-hidden="true">
      {network.name
        .split(/\s+/)
        .slice(0, 2)
        .map((word) => word.slice(0, 1).toUpperCase())
        .join('')}
    </span>
  )
}

function hash(text: string): number {
  let value = 0
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0
  return value
}
