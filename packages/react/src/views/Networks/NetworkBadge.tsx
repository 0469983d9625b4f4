import type { CaipNetwork } from '@portico/common'

/** A network's initials on a tile tinted from its id (no image is fetched). */
export function NetworkBadge({ network }: { network: CaipNetwork }) {
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
