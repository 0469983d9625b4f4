/** Where the stack that startE2eStack started listens (read in the test workers). */
export function e2eStack() {
  const demoUrl = process.env.PORTICO_E2E_DEMO_URL
  const rpcUrl = process.env.PORTICO_E2E_RPC_31337
  const apiUrl = process.env.PORTICO_E2E_API_URL
  if (!demoUrl || !rpcUrl || !apiUrl)
    throw new Error('The e2e stack is not running: run these tests through playwright.config.ts')
  return { demoUrl, rpcUrl, apiUrl }
}
