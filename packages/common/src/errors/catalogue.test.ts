import { describe, expect, it } from 'vitest'
import {
  ActiveCaipAddressNotFoundError,
  ActiveCaipNetworkNotFoundError,
  ChainNotSupportedError,
  ChainRequiredError,
  JsonRpcProviderNotFoundError,
  LastNetworkRemovalError,
  NetworkClientNotSetError,
  NetworkIdNotFoundError,
  NetworkNotFoundError,
  RpcUrlNotProvidedError,
  SwitchChainNotApprovedError,
  UnsupportedChainError,
} from './chain.ts'
import {
  AdapterNotFoundError,
  CallsStatusNotApprovedError,
  ChainAdapterNotFoundError,
  ConnectionClientNotFoundError,
  DisconnectFailedError,
  MissingCapabilitiesAddressError,
  NamespaceAdapterNotFoundError,
  NamespaceNotConfiguredError,
  RequestBeforeConnectError,
  SignClientNotInitializedError,
} from './adapter.ts'
import {
  alertForUnauthorizedMessage,
  InvalidAppConfigurationError,
  InvalidProjectIdError,
  NetworkNotFoundAlertError,
  SessionExpiredError,
  SocialsTimeoutError,
  UNAUTHORIZED_MESSAGES,
} from './alerts.ts'
import {
  ActionNotAllowedError,
  AddressOrAuthConnectorNotFoundError,
  AuthInitializationError,
  EmailLoginCooldownError,
  EmailLoginDependencyError,
  FrameError,
  IframeNotSetError,
  ParentNotSetError,
  RpcCallNotAllowedError,
  SiweAndSiwxConflictError,
  SiwxNotEnabledError,
  SmartAccountUnsupportedError,
} from './auth.ts'
import { TokenBalanceUnavailableError } from './balance.ts'
import { InvalidCaip10AddressError, InvalidCaipAddressError, InvalidCaipNetworkIdError } from './caip.ts'
import { ChainIdNotFoundError } from './connection.ts'
import { HttpRequestError } from './http.ts'
import {
  NameRegistrationError,
  NameResolutionError,
  NamesForAddressError,
  NameSuggestionsError,
} from './names.ts'
import { NOTICES } from './notices.ts'
import { ProjectIdNotConfiguredError } from './options.ts'
import { PorticoError } from './PorticoError.ts'
import {
  AllowanceCheckError,
  ApprovalTransactionError,
  CreateTransactionError,
  GasPriceNetworkUnsupportedError,
  IncorrectAmountError,
  InsufficientBalanceError,
  NetworkTokenPriceError,
  SwapInitializationError,
  SwapNetworkUnsupportedError,
} from './swap.ts'
import {
  FetchTransactionsError,
  InvalidSendDraftError,
  RequestAbortedError,
  SignatureDeclinedError,
  SolanaSendTransactionError,
  SomethingWentWrongError,
  TransactionError,
} from './transaction.ts'

// §8 (and the §5/§6 messages), each exactly as the spec words it.
const CATALOGUE: [PorticoError, string, string][] = [
  // Toasts and messages.
  [new TokenBalanceUnavailableError(), 'TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
  [new SwapInitializationError(), 'SWAP_INITIALIZATION_FAILED', 'Failed to initialize swap'],
  [new NetworkTokenPriceError(), 'NETWORK_TOKEN_PRICE_FAILED', 'Failed to fetch network token price'],
  [new AllowanceCheckError(), 'ALLOWANCE_CHECK_FAILED', 'Failed to check allowance'],
  [new ApprovalTransactionError(), 'APPROVAL_TRANSACTION_FAILED', 'Failed to create approval transaction'],
  [new CreateTransactionError(), 'CREATE_TRANSACTION_FAILED', 'Failed to create transaction'],
  [new TransactionError(), 'TRANSACTION_ERROR', 'Transaction error'],
  [new TransactionError({ cause: { shortMessage: 'Nonce too low' } }), 'TRANSACTION_ERROR', 'Nonce too low'],
  [new SomethingWentWrongError(), 'SOMETHING_WENT_WRONG', 'Something went wrong'],
  [
    new SolanaSendTransactionError(),
    'SOLANA_SEND_TRANSACTION_FAILED',
    'Failed to send transaction. Please try again.',
  ],
  [new InvalidSendDraftError(), 'INVALID_SEND_DRAFT', 'Please enter a valid amount and receiver address'],
  [
    new AuthInitializationError(),
    'AUTH_INITIALIZATION_FAILED',
    'A problem occurred while trying initialize authentication',
  ],
  [
    new SmartAccountUnsupportedError(),
    'SMART_ACCOUNT_UNSUPPORTED',
    'This application might not support Smart Accounts',
  ],
  [new SignatureDeclinedError(), 'SIGNATURE_DECLINED', 'Signature declined'],
  [new FetchTransactionsError(), 'FETCH_TRANSACTIONS_FAILED', 'Failed to fetch transactions'],
  [new ChainNotSupportedError(), 'CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
  [new RequestAbortedError(), 'REQUEST_ABORTED', 'Request was aborted'],
  [new FrameError(), 'FRAME_ERROR', 'An error occurred'],
  [new FrameError({ message: 'OTP expired' }), 'FRAME_ERROR', 'OTP expired'],
  [new EmailLoginDependencyError(), 'EMAIL_LOGIN_DEPENDENCY_FAILED', 'Unable to load email login dependency'],
  [new IncorrectAmountError(), 'INCORRECT_AMOUNT', 'Incorrect amount'],
  [new InsufficientBalanceError(), 'INSUFFICIENT_BALANCE', 'Insufficient balance'],
  // Alerts.
  [new NetworkNotFoundAlertError(), 'ALERT_NETWORK_NOT_FOUND', 'Network Not Found'],
  [new InvalidAppConfigurationError(), 'ALERT_INVALID_APP_CONFIGURATION', 'Invalid App Configuration'],
  [new SessionExpiredError(), 'ALERT_SESSION_EXPIRED', 'Session Expired'],
  [new InvalidProjectIdError(), 'ALERT_INVALID_PROJECT_ID', 'Invalid Project ID'],
  [new ProjectIdNotConfiguredError(), 'PROJECT_ID_NOT_CONFIGURED', 'Project ID Not Configured'],
  [new SocialsTimeoutError(), 'ALERT_SOCIALS_TIMEOUT', 'Socials Timeout'],
  // Thrown.
  [
    new GasPriceNetworkUnsupportedError(),
    'GAS_PRICE_NETWORK_UNSUPPORTED',
    'Network not supported for Gas Price',
  ],
  [new SwapNetworkUnsupportedError(), 'SWAP_NETWORK_UNSUPPORTED', 'Network not supported for Swaps'],
  [new DisconnectFailedError(), 'DISCONNECT_FAILED', 'Failed to disconnect'],
  [
    new EmailLoginCooldownError({ seconds: 12.2 }),
    'EMAIL_LOGIN_COOLDOWN',
    'Please try again after 13 seconds',
  ],
  [new EmailLoginCooldownError({ seconds: 30 }), 'EMAIL_LOGIN_COOLDOWN', 'Please try again after 30 seconds'],
  [
    new SwitchChainNotApprovedError({ chainId: 5 }),
    'SWITCH_CHAIN_NOT_APPROVED',
    'Failed to switch to chain eip155:5. The chain is not approved or the wallet does not support wallet_switchEthereumChain method.',
  ],
  [
    new MissingCapabilitiesAddressError(),
    'MISSING_CAPABILITIES_ADDRESS',
    'Missing address parameter in wallet_getCapabilities request',
  ],
  [
    new CallsStatusNotApprovedError(),
    'CALLS_STATUS_NOT_APPROVED',
    'Fetching call status not approved by the wallet.',
  ],
  [new RequestBeforeConnectError(), 'REQUEST_BEFORE_CONNECT', 'Please call connect() before request()'],
  [new SignClientNotInitializedError(), 'SIGN_CLIENT_NOT_INITIALIZED', 'Sign Client not initialized'],
  [
    new NamespaceNotConfiguredError({ namespace: 'solana' }),
    'NAMESPACE_NOT_CONFIGURED',
    'Namespace solana is not configured. Please call connect() first with namespace config.',
  ],
  [
    new JsonRpcProviderNotFoundError({ chain: 'eip155:1' }),
    'JSON_RPC_PROVIDER_NOT_FOUND',
    'JSON-RPC provider for eip155:1 not found',
  ],
  [new RpcUrlNotProvidedError(), 'RPC_URL_NOT_PROVIDED', 'No RPC url provided for chainId'],
  [new ChainIdNotFoundError(), 'CHAIN_ID_NOT_FOUND', 'ChainId not found'],
  [new SiwxNotEnabledError(), 'SIWX_NOT_ENABLED', 'SIWX is not enabled'],
  [new ActiveCaipAddressNotFoundError(), 'ACTIVE_CAIP_ADDRESS_NOT_FOUND', 'No ActiveCaipAddress found'],
  [
    new ActiveCaipNetworkNotFoundError(),
    'ACTIVE_CAIP_NETWORK_NOT_FOUND',
    'No ActiveCaipNetwork or client found',
  ],
  [
    new ConnectionClientNotFoundError(),
    'CONNECTION_CLIENT_NOT_FOUND',
    'No ConnectionController client found',
  ],
  [new AdapterNotFoundError(), 'ADAPTER_NOT_FOUND', 'Adapter not found'],
  [
    new NamespaceAdapterNotFoundError({ namespace: 'bip122' }),
    'NAMESPACE_ADAPTER_NOT_FOUND',
    "Adapter for namespace bip122 doesn't exist",
  ],
  [
    new NetworkIdNotFoundError({ id: 'eip155:5' }),
    'NETWORK_ID_NOT_FOUND',
    'Network with ID eip155:5 not found',
  ],
  [new LastNetworkRemovalError(), 'LAST_NETWORK_REMOVAL', 'Cannot remove last network for a namespace'],
  [new IframeNotSetError(), 'IFRAME_NOT_SET', 'iframe is not set'],
  [new ParentNotSetError(), 'PARENT_NOT_SET', 'parent is not set'],
  [new ChainAdapterNotFoundError(), 'CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'],
  [new NetworkClientNotSetError(), 'NETWORK_CLIENT_NOT_SET', 'NetworkController client not set'],
  [new ChainRequiredError(), 'CHAIN_REQUIRED', 'Chain is required'],
  [
    new ChainRequiredError({ purpose: 'to send a transaction' }),
    'CHAIN_REQUIRED',
    'Chain is required to send a transaction',
  ],
  [new NetworkNotFoundError(), 'NETWORK_NOT_FOUND', 'Network not found'],
  [
    new AddressOrAuthConnectorNotFoundError(),
    'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
    'Address or auth connector not found',
  ],
  [new UnsupportedChainError(), 'UNSUPPORTED_CHAIN', 'Unsupported chain'],
  [new NameResolutionError(), 'NAME_RESOLUTION_FAILED', 'Error resolving name'],
  [new NameSuggestionsError(), 'NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
  [new NamesForAddressError(), 'NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
  [new NameRegistrationError(), 'NAME_REGISTRATION_FAILED', 'Error registering name'],
  [new NameRegistrationError({ reasons: [] }), 'NAME_REGISTRATION_FAILED', 'Error registering name'],
  [
    new NameRegistrationError({ reasons: [{ description: 'Name is already taken' }, { description: 'x' }] }),
    'NAME_REGISTRATION_FAILED',
    'Name is already taken',
  ],
  // §5 and §6 messages, and §7's HTTP helper.
  [new InvalidCaipAddressError({ caipAddress: 'x' }), 'INVALID_CAIP_ADDRESS', 'Invalid CAIP Address'],
  [new InvalidCaip10AddressError({ caipAddress: 'x' }), 'INVALID_CAIP10_ADDRESS', 'Invalid CAIP-10 address'],
  [
    new InvalidCaipNetworkIdError({ caipNetworkId: 'x' }),
    'INVALID_CAIP2_NETWORK_ID',
    'Invalid CAIP-2 network id',
  ],
  [
    new SiweAndSiwxConflictError(),
    'SIWE_AND_SIWX_CONFLICT',
    'Cannot set both `siweConfig` and `siwx` options',
  ],
  [new RpcCallNotAllowedError(), 'RPC_CALL_NOT_ALLOWED', 'Requested RPC call is not allowed'],
  [new ActionNotAllowedError(), 'ACTION_NOT_ALLOWED', 'Action not allowed'],
  [new HttpRequestError({ status: 403, url: 'http://x' }), 'HTTP_REQUEST_FAILED', 'HTTP status code: 403'],
]

describe('§8 error catalogue', () => {
  it.each(CATALOGUE)('%s has code %s and its exact message', (error, code, message) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.code).toBe(code)
    expect(error.shortMessage).toBe(message)
    expect(error.message).toBe(message)
    expect(error.name).toBe(error.constructor.name)
  })

  it('gives each error class its own stable code', () => {
    const codesByClass = new Map<string, string>()
    for (const [error, code] of CATALOGUE) codesByClass.set(error.name, code)
    expect(new Set(codesByClass.values()).size).toBe(codesByClass.size)
  })

  it('keeps the second line of the unusable-quote toast (§5)', () => {
    expect(new IncorrectAmountError().description).toBe('Please enter a valid amount')
  })

  it('has the non-error toasts (§8)', () => {
    expect(NOTICES).toEqual({
      transactionStarted: 'Transaction started',
      authenticating: 'Authenticating...',
    })
  })

  it('maps the unauthorized messages to their alerts (§8)', () => {
    expect(alertForUnauthorizedMessage(UNAUTHORIZED_MESSAGES.originNotAllowed)).toBeInstanceOf(
      InvalidAppConfigurationError,
    )
    expect(alertForUnauthorizedMessage('invalid key')).toBeInstanceOf(InvalidProjectIdError)
    expect(alertForUnauthorizedMessage('JWT Token is not yet valid')).toBeInstanceOf(SessionExpiredError)
    expect(alertForUnauthorizedMessage('something else')).toBeUndefined()
  })

  it('keeps parameters on templated errors', () => {
    expect(new SwitchChainNotApprovedError({ chainId: 5 }).chainId).toBe(5)
    expect(new EmailLoginCooldownError({ seconds: 0.1 }).seconds).toBe(1)
    expect(new RpcCallNotAllowedError({ method: 'eth_sign' }).method).toBe('eth_sign')
    expect(new RpcUrlNotProvidedError({ chainId: 1 }).details).toBe('chainId 1')
  })
})
