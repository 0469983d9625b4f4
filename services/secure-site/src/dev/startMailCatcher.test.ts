import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher, type CaughtMail, type RunningMailCatcher } from './startMailCatcher.ts'

describe('mail catcher', () => {
  let catcher: RunningMailCatcher
  beforeAll(async () => {
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 })
  })
  afterAll(() => catcher?.stop())

  const send = (to: string, subject: string, text: string, html?: string) =>
    nodemailer
      .createTransport(`smtp://127.0.0.1:${catcher.smtpPort}`)
      .sendMail({ from: 'test@portico.localhost', to, subject, text, ...(html ? { html } : {}) })
  const messages = async (query = '') =>
    (await (await fetch(`${catcher.inboxUrl}/messages${query}`)).json()) as CaughtMail[]

  it('keeps what arrives by SMTP, newest first, filterable by recipient', async () => {
    await send('Ada@Example.test', 'first', 'one')
    await send('bob@example.test', 'second <b>', 'two <script>alert(1)</script>', '<p>two</p>')
    const all = await messages()
    expect(all.map((m) => m.subject)).toEqual(['second <b>', 'first'])
    expect(all[0]).toMatchObject({
      to: ['bob@example.test'],
      text: 'two <script>alert(1)</script>',
      html: '<p>two</p>',
    })
    expect(all[0]!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect((await messages('?to=ada@example.test')).map((m) => m.subject)).toEqual(['first'])
  })

  it('shows an inbox page that escapes the content', async () => {
    const page = await (await fetch(`${catcher.inboxUrl}/`)).text()
    expect(page).toContain('second &lt;b&gt;')
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(page).not.toContain('<script>')
  })

  it('forgets everything on DELETE /messages, and keeps at most 200', async () => {
    expect((await fetch(`${catcher.inboxUrl}/messages`, { method: 'DELETE' })).status).toBe(200)
    expect(await messages()).toEqual([])
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: catcher.smtpPort,
      pool: true,
      maxMessages: Infinity,
    })
    for (let i = 0; i < 205; i++) {
      await transport.sendMail({
        from: 'a@portico.localhost',
        to: 'many@example.test',
        subject: `n${i}`,
        text: 'x',
      })
    }
    transport.close()
    const kept = await messages()
    expect(kept).toHaveLength(200)
    expect(kept[0]!.subject).toBe('n204')
    expect(kept.at(-1)!.subject).toBe('n5')
  })
})
