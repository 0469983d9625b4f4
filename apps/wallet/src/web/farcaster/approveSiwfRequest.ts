import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { buildSiwfMessage, type SiwfRequest } from '@portico/farcaster-relay/siwf'

/** The Farcaster account the wallet signs in as: its fid, names, and the custody key that holds it. */
export interface FarcasterWalletAccount {
  fid: number
  username: string
  displayName: string
  custodyPrivateKey: Hex
}

/** The relay refused the answer; the message is the relay's. */
export class SiwfApprovalError extends Error {
  override name = 'SiwfApprovalError'
}

/**
 * Approves a Sign In With Farcaster request (FIP-11) as `account`: builds the EIP-4361 message for the request,
 * signs it with the custody key and posts it to the relay's `POST /v1/channel/authenticate` with the channel
 * token, so the app waiting on the channel receives it.
 *
 * @throws {SiwfApprovalError} with the relay's message when it refuses (expired channel, already answered).
 * @example
 * await approveSiwfRequest({ relayUrl: 'http://127.0.0.1:8792', request: readSiwfConnectUrl(location.href), account })
 */
export async function approveSiwfRequest({
  relayUrl,
  request,
  account,
  now = new Date(),
  fetch: fetchFn = globalThis.fetch.bind(globalThis),
}: {
  relayUrl: string
  request: SiwfRequest
  account: FarcasterWalletAccount
  now?: Date
  fetch?: typeof fetch
}): Promise<{ message: string }> {
  const custody = privateKeyToAccount(account.custodyPrivateKey)
  const message = buildSiwfMessage(request, { fid: account.fid, address: custody.address, issuedAt: now })
  const signature = await custody.signMessage({ message })
  let response: Response
  try {
    response = await fetchFn(`${relayUrl.replace(/\/$/, '')}/v1/channel/authenticate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${request.channelToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        message,
        signature,
        fid: account.fid,
        username: account.username,
        displayName: account.displayName,
        bio: '',
        pfpUrl: '',
      }),
    })
  } catch (cause) {
    throw new SiwfApprovalError(`The Farcaster relay at ${relayUrl} cannot be reached`, { cause })
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined
    throw new SiwfApprovalError(
      typeof body?.error === 'string' ? body.error : `The Farcaster relay answered HTTP ${response.status}`,
    )
  }
  return { message }
}
