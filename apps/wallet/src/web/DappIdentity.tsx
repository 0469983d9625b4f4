import type { DappInfo } from './webWalletState.ts'

/** Props of {@link DappIdentity}. */
export interface DappIdentityProps {
  dapp: DappInfo
  /** Heading level of the name inside its card. */
  as?: 'h3' | 'h4' | 'span'
}

/** A dapp's icon (or its initial when the icon is on an outside host), name and URL. */
export function DappIdentity({ dapp, as: Name = 'h3' }: DappIdentityProps) {
  return (
    <div className="dapp">
      {dapp.icon ? (
        <img
          className="dapp-icon"
          src={dapp.icon}
          alt=""
          width={40}
          height={40}
          referrerPolicy="no-referrer"
        />
      ) : (
        <span className="dapp-icon initial" aria-hidden="true">
          {dapp.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div className="dapp-text">
        <Name className="dapp-name">{dapp.name}</Name>
        {dapp.url && <span className="dapp-url mono">{dapp.url}</span>}
      </div>
    </div>
  )
}
