import { startMailCatcher } from './startMailCatcher.ts'

// `npx tsx services/secure-site/src/dev/mailCatcherMain.ts`: PORTICO_SMTP_PORT (2525), PORTICO_MAIL_INBOX_PORT (8790).
const catcher = await startMailCatcher({
  smtpPort: Number(process.env.PORTICO_SMTP_PORT ?? 2525),
  httpPort: Number(process.env.PORTICO_MAIL_INBOX_PORT ?? 8790),
})
console.log(`mail catcher: SMTP 127.0.0.1:${catcher.smtpPort}, inbox ${catcher.inboxUrl}`)
const parent = process.ppid
const close = async () => {
  await catcher.stop()
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close())
setInterval(() => process.ppid !== parent && void close(), 1_000).unref()
