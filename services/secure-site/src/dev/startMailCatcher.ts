import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { escapeHtml } from '../email/escapeHtml.ts'

/** One message the catcher received. */
export interface CaughtMail {
  id: string
  to: string[]
  subject: string
  text: string
  html?: string
  receivedAt: string
}

/** A running mail catcher: SMTP in, HTTP inbox out. */
export interface RunningMailCatcher {
  smtpPort: number
  httpPort: number
  /** `http://127.0.0.1:<httpPort>` */
  inboxUrl: string
  /** Newest first. */
  messages(): CaughtMail[]
  stop(): Promise<void>
}

/** The catcher keeps only this many messages (newest). */
export const MAIL_CATCHER_CAPACITY = 200

function inboxPage(messages: CaughtMail[]): string {
  const items = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to.join(', '))} · ${escapeHtml(m.receivedAt)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico mail catcher</title><style>body{font:15px/1.4 system-ui,sans-serif;max-width:800px;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ccc;padding:.5rem 0}.meta{color:#555;font-size:13px}pre{white-space:pre-wrap}</style></head><body><h1>Inbox (${messages.length})</h1>${items || '<p>No messages yet.</p>'}</body></html>`
}

/**
 * Development mail catcher: an SMTP server on 127.0.0.1 (no auth, no TLS) that keeps the last 200 messages in
 * memory, and an HTTP server with `GET /` (inbox page), `GET /messages[?to=]` (JSON, newest first) and
 * `DELETE /messages`.
 *
 * @example
 * const catcher = await startMailCatcher({ smtpPort: 2525, httpPort: 8790 })
 * const [latest] = await (await fetch(`${catcher.inboxUrl}/messages?to=ada@example.test`)).json()
 */
export async function startMailCatcher({
  smtpPort = 2525,
  httpPort = 8790,
  host = '127.0.0.1',
} = {}): Promise<RunningMailCatcher> {
  let messages: CaughtMail[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    banner: 'Portico mail catcher',
    size: 1024 * 1024,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
          messages = [
            {
              id: randomUUID(),
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              ...(typeof parsed.html === 'string' ? { html: parsed.html } : {}),
              receivedAt: new Date().toISOString(),
            },
            ...messages,
          ].slice(0, MAIL_CATCHER_CAPACITY)
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  const http: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher')
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        'cache-control': 'no-store',
      })
      response.end(inboxPage(messages))
    } else if (request.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.toLowerCase()
      json(200, to ? messages.filter((m) => m.to.includes(to)) : messages)
    } else if (request.method === 'DELETE' && url.pathname === '/messages') {
      messages = []
      json(200, {})
    } else if (request.method === 'GET' && url.pathname === '/health') {
      json(200, { status: 'ok' })
    } else json(404, { message: 'Not found' })
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(smtpPort, host, () => resolve())
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(httpPort, host, () => resolve())
  })
  const boundSmtp = (smtp.server.address() as AddressInfo).port
  const boundHttp = (http.address() as AddressInfo).port
  return {
    smtpPort: boundSmtp,
    httpPort: boundHttp,
    inboxUrl: `http://${host}:${boundHttp}`,
    messages: () => messages,
    stop: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()))
      http.closeAllConnections()
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
}
