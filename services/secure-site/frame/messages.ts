/**
 * Every piece of text the secure site's iframe shows or answers with (English). The RPC and session messages
 * are the §6/§8 contract strings and must not change.
 */
export const frameMessages = {
  // §6: a method outside the known list.
  rpcNotAllowed: 'Requested RPC call is not allowed',
  // EIP-1193 4001: the person pressed Reject.
  userRejected: 'User rejected the request.',
  // §8 alert; the secure site's 401 answer.
  sessionExpired: 'Session Expired',
  notConnected: 'Not connected: sign in with email or a social login first',
  noEmailInProgress: 'No email login in progress: send CONNECT_EMAIL first',
  noLoginInProgress: 'No login started in this tab: start the login again',
  smartAccountsUnavailable: 'Smart accounts are not available yet',
  methodNotAvailable: (method: string) => `${method} is not available in the embedded wallet yet`,
  unsupportedNetwork: (chainId: string) =>
    `Unsupported chain: the embedded wallet works on eip155 and solana networks, not ${chainId}`,
  chainIdNotFound: 'ChainId not found',
  returnToNotOnHost: 'returnTo must be on the host page’s origin',
  secureSiteUnreachable: 'Could not reach the secure site',
  // The devnet chains are not in @portico/common's registry; their names match the demo's networks.
  localNetworkNames: { 'eip155:31337': 'Portico Devnet', 'eip155:31338': 'Portico Devnet Two' } as Record<
    string,
    string
  >,
  unknownNetwork: (chainId: string) => `Network ${chainId}`,
  invalidApprovalParams: (method: string, reason: string) => `Invalid ${method} parameters: ${reason}`,
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  invalidServerAnswer: (path: string) => `The secure site sent an unexpected answer to ${path}`,

  approval: {
    titles: {
      personal_sign: 'Signature request',
      eth_signTypedData_v4: 'Sign typed data',
      eth_sendTransaction: 'Send transaction',
      solana_signMessage: 'Signature request',
      solana_signTransaction: 'Sign transaction',
      solana_signAllTransactions: 'Sign transactions',
      updateEmail: 'Change sign-in email',
    },
    emailChange: (from: string, to: string) => `Change your sign-in email from ${from} to ${to}?`,
    emailChangeFrom: 'From',
    emailChangeTo: 'To',
    emailChangeNote:
      'A code goes to your current address, then one to the new address. Other sessions and approved devices will be signed out.',
    sendingCode: 'Sending a code…',
    noEmailToChange: 'This account has no email address to update',
    requestedBy: 'Requested by',
    unknownApp: 'This app',
    account: 'Account',
    network: 'Network',
    message: 'Message',
    messageIsHex: 'This message is not text; it is shown as hex.',
    domain: 'Domain',
    chain: 'Chain',
    primaryType: 'Primary type',
    contract: 'Contract',
    to: 'To',
    contractCreation: 'New contract',
    value: 'Amount',
    data: 'Data',
    dataBytes: (bytes: number) => (bytes === 0 ? 'None' : `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`),
    transactions: (count: number) => `${count} ${count === 1 ? 'transaction' : 'transactions'}`,
    transactionSize: 'Size',
    maxFee: 'Max fee',
    nonce: 'Nonce',
    token: 'Token',
    deadline: 'Valid until',
    never: 'Never expires',
    feeNotSet: 'Set by the secure site when sending',
    feeProblem: (reason: string) => `The fee could not be estimated: ${reason}`,
    tokenKinds: { transfer: 'Sends', approve: 'Allows to spend', permit: 'Permit: allows to spend' },
    recipient: 'To',
    spender: 'Spender',
    signMessageIsTransaction:
      'this message is a Solana transaction; ask for solana_signTransaction so it is shown and signed as one',
    unlimited: 'Unlimited',
    baseUnits: (amount: bigint) => `${amount} base units`,
    ofToken: (value: string, mint: string | undefined) =>
      mint ? `${value} of token ${mint}` : `${value} of a token`,
    lookupTableProgram: 'a program from an address table',
    transfers: 'What this moves',
    transferKinds: { sol: 'Send SOL', token: 'Send token', tokenApproval: 'Allow to spend' },
    noTransfers: 'No SOL or token transfer',
    otherInstructions: (count: number) =>
      `${count} other ${count === 1 ? 'instruction' : 'instructions'}, not decoded here`,
    queued: (count: number) => `${count} more ${count === 1 ? 'request' : 'requests'} waiting`,
    warning: 'Only approve requests from apps you trust.',
    approve: 'Approve',
    reject: 'Reject',
    close: 'Close',
    busy: 'Signing…',
    sending: 'Sending…',
    failed: 'The request failed',
    keyboardHint: 'Enter approves, Escape rejects',
    obscured:
      'Something on the page covers this screen or makes it see-through, so it cannot be approved. Remove what is in the way, or reject.',
    holdToApprove: 'Hold to approve',
    holdHint:
      'This page cannot prove that nothing covers this screen: press and hold Approve for 1.5 seconds (mouse, touch, Enter or Space) to approve.',
    holding: 'Keep holding to approve…',
    holdReleased: 'Released too early. Press and hold Approve for 1.5 seconds.',
    holdProgress: 'Approval hold',
    keyboardHoldHint: 'Hold Enter or Space on Approve for 1.5 seconds to approve; Escape rejects',
  },
} as const
