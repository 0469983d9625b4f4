import nodemailer from 'nodemailer'

/** One email to send. */
export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html: string
}

/** Sends mail; rejects with {@link MailDeliveryError} when the SMTP server does not take the message. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** The SMTP server refused or could not be reached. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError'
}

/**
 * A nodemailer SMTP transport to `smtpUrl` (e.g. `smtp://127.0.0.1:2525`) sending from `from`.
 *
 * @example
 * const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'Portico <login@portico.localhost>' })
 * await mailer.send({ to: 'ada@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })
 */
export function createMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      try {
        await transport.sendMail({ from, ...mail })
      } catch (error) {
        throw new MailDeliveryError(`Could not send email to ${mail.to}: ${(error as Error).message}`, {
          cause: error,
        })
      }
    },
    close: () => transport.close(),
  }
}
