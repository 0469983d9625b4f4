import { startDevOidcProvider } from './startDevOidcProvider.ts'

// `npx tsx services/secure-site/src/dev/devOidcMain.ts`: PORTICO_OIDC_PORT (8791); redirect URI from
// PORTICO_SECURE_SITE_URL (http://127.0.0.1:8789) + /social/callback.
const secureSite = process.env.PORTICO_SECURE_SITE_URL ?? 'http://127.0.0.1:8789'
const oidc = await startDevOidcProvider({
  port: Number(process.env.PORTICO_OIDC_PORT ?? 8791),
  redirectUri: `${secureSite}/social/callback`,
})
console.log(`dev OpenID Connect provider: ${oidc.issuer}`)
const parent = process.ppid
const close = async () => {
  await oidc.stop()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close())
setInterval(() => process.ppid !== parent && void close(), 1_000).unref()
