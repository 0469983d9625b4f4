/** Where the stack that startE2eStack started listens (read in the test workers). */
export function e2eStack() {
  const demoUrl = process.env.PORTICO_E2E_DEMO_URL
  const rpcUrl = process.env.PORTICO_E2E_RPC_31337
  const apiUrl = process.env.PORTICO_E2E_API_URL
  const relayUrl = process.env.PORTICO_E2E_RELAY_URL
  const walletUrl = process.env.PORTICO_E2E_WALLET_URL
  const secureSiteUrl = process.env.PORTICO_E2E_SECURE_SITE_URL
  const mailInboxUrl = process.env.PORTICO_E2E_MAIL_INBOX_URL
  const oidcUrl = process.env.PORTICO_E2E_OIDC_URL
  if (
    !demoUrl ||
    !rpcUrl ||
    !apiUrl ||
    !relayUrl ||
    !walletUrl ||
    !secureSiteUrl ||
    !mailInboxUrl ||
    !oidcUrl
  )
    throw new Error('The e2e stack is not running: run these tests through playwright.config.ts')
  return { demoUrl, rpcUrl, apiUrl, relayUrl, walletUrl, secureSiteUrl, mailInboxUrl, oidcUrl }
}
