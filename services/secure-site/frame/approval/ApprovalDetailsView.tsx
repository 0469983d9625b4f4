import { truncateAddress } from '@portico/common'
import type { ReactNode } from 'react'
import { frameMessages } from '../messages.ts'
import type { ApprovalDetails, ApprovalTreeNode, TokenCallLine } from './describeApproval.ts'

const text = frameMessages.approval

/** One labelled fact of the approval screen. */
export function Fact({ label, children, title }: { label: string; children: ReactNode; title?: string }) {
  return (
    <div className="frame-fact">
      <dt className="frame-fact__label">{label}</dt>
      <dd className="frame-fact__value" title={title}>
        {children}
      </dd>
    </div>
  )
}

function Tree({ nodes }: { nodes: ApprovalTreeNode[] }) {
  return (
    <ul className="frame-tree">
      {nodes.map((node) => (
        <li key={node.key} className="frame-tree__item">
          <span className="frame-tree__key">{node.key}</span>
          {node.children ? (
            <Tree nodes={node.children} />
          ) : (
            <span className="frame-tree__value">{node.value}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

function TokenCallFacts({ call }: { call: TokenCallLine }) {
  return (
    <dl className="frame-facts frame-token-call">
      <Fact label={text.tokenKinds[call.kind]}>
        <strong>{call.amount}</strong>
      </Fact>
      <Fact label={text.token} title={call.token}>
        <span className="frame-mono">{truncateAddress(call.token)}</span>
      </Fact>
      <Fact label={call.kind === 'transfer' ? text.recipient : text.spender} title={call.counterparty}>
        <span className="frame-mono">{truncateAddress(call.counterparty)}</span>
      </Fact>
      {call.deadline !== undefined ? <Fact label={text.deadline}>{call.deadline}</Fact> : null}
    </dl>
  )
}

/**
 * What a request signs, by kind: the message, typed data (with a decoded permit), a transaction (value,
 * recipient, maximum fee, nonce, a decoded ERC-20 call), Solana transactions with their transfers, or an email
 * change (old and new address).
 *
 * @example
 * <ApprovalDetailsView details={request.details} labelId={sectionId} />
 */
export function ApprovalDetailsView({ details, labelId }: { details: ApprovalDetails; labelId: string }) {
  switch (details.kind) {
    case 'message':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <h2 id={labelId} className="frame-section__title">
            {text.message}
          </h2>
          <pre className="frame-message" tabIndex={0}>
            {details.text}
          </pre>
          {details.isHex ? <p className="frame-note">{text.messageIsHex}</p> : null}
        </section>
      )
    case 'typedData':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <dl className="frame-facts">
            {details.domainName !== undefined ? <Fact label={text.domain}>{details.domainName}</Fact> : null}
            {details.domainChain !== undefined ? <Fact label={text.chain}>{details.domainChain}</Fact> : null}
            {details.verifyingContract !== undefined ? (
              <Fact label={text.contract} title={details.verifyingContract}>
                {truncateAddress(details.verifyingContract)}
              </Fact>
            ) : null}
            <Fact label={text.primaryType}>{details.primaryType}</Fact>
          </dl>
          {details.tokenCall ? <TokenCallFacts call={details.tokenCall} /> : null}
          <h2 id={labelId} className="frame-section__title">
            {text.message}
          </h2>
          <div className="frame-message frame-message--tree" tabIndex={0}>
            <Tree nodes={details.message} />
          </div>
        </section>
      )
    case 'transaction':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <h2 id={labelId} className="frame-visually-hidden">
            {text.titles.eth_sendTransaction}
          </h2>
          <p className="frame-amount">{details.value}</p>
          <dl className="frame-facts">
            <Fact label={text.to} title={details.to}>
              {details.to === undefined ? text.contractCreation : truncateAddress(details.to)}
            </Fact>
            <Fact label={text.maxFee}>{details.maxFee ?? text.feeNotSet}</Fact>
            {details.nonce !== undefined ? <Fact label={text.nonce}>{details.nonce}</Fact> : null}
            <Fact label={text.data}>{text.dataBytes(details.dataBytes)}</Fact>
          </dl>
          {details.tokenCall ? <TokenCallFacts call={details.tokenCall} /> : null}
          {details.feeProblem !== undefined ? (
            <p className="frame-note">{text.feeProblem(details.feeProblem)}</p>
          ) : null}
        </section>
      )
    case 'emailChange':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <h2 id={labelId} className="frame-section__title">
            {text.emailChange(details.from, details.to)}
          </h2>
          <dl className="frame-facts">
            <Fact label={text.emailChangeFrom}>{details.from}</Fact>
            <Fact label={text.emailChangeTo}>
              <strong>{details.to}</strong>
            </Fact>
          </dl>
          <p className="frame-note">{text.emailChangeNote}</p>
        </section>
      )
    case 'solanaTransactions':
      return (
        <section className="frame-section" aria-labelledby={labelId}>
          <h2 id={labelId} className="frame-visually-hidden">
            {text.transactions(details.count)}
          </h2>
          <p className="frame-amount">{text.transactions(details.count)}</p>
          <h3 className="frame-section__title">{text.transfers}</h3>
          {details.transfers.length === 0 ? <p className="frame-note">{text.noTransfers}</p> : null}
          <ul className="frame-transfers">
            {details.transfers.map((transfer, index) => (
              <li key={index} className="frame-transfer">
                <dl className="frame-facts">
                  <Fact label={text.transferKinds[transfer.kind]}>{transfer.amount}</Fact>
                  <Fact
                    label={transfer.kind === 'tokenApproval' ? text.spender : text.recipient}
                    title={transfer.counterparty}
                  >
                    <span className="frame-mono">
                      {transfer.counterparty === undefined ? '?' : truncateAddress(transfer.counterparty)}
                    </span>
                  </Fact>
                </dl>
              </li>
            ))}
          </ul>
          {details.otherPrograms.length > 0 ? (
            <p className="frame-note">{text.otherInstructions(details.otherPrograms.length)}</p>
          ) : null}
        </section>
      )
  }
}
