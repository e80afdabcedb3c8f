import nodemailer from 'nodemailer'
import type { FunctionEnv } from './env.ts'

export type Mail = {
  to: string
  subject: string
  text: string
  html: string
  /** A stable Message-ID (`<key@domain>`), so a mail sent twice is recognisably the same mail. */
  messageId?: string
  headers?: Record<string, string>
}
export type Mailer = { send(mail: Mail): Promise<void> }

/**
 * SMTP through nodemailer: the local mail catcher (SMTP_HOST:SMTP_PORT, any credentials), or a
 * provider in production. The transport is pooled so a warm worker reuses its connection.
 */
export function createMailer(env: FunctionEnv): Mailer {
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.smtpSecure,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from: env.SMTP_FROM, ...mail })
    },
  }
}
