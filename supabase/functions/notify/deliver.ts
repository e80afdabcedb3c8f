import type { TypedSupabaseClient } from '@teamboard/supabase'
import { logFailure } from '../_shared/log.ts'
import type { Mailer } from '../_shared/mailer.ts'
import { secretKeyClient } from '../_shared/supabase.ts'
import { mailContentSchema } from './content.ts'
import { notificationMail } from './email.ts'
import type { NotifyEnv } from './env.ts'

type Tally = { sent: number; dropped: number; failed: number }

/**
 * Sends due mails one at a time until none is left, `budgetMs` has passed or the runtime is shutting
 * the worker down (then the mail in flight is finished and settled, and the next run takes the
 * rest): claim (a lease, so a
 * stopped sender's mail is taken again once it runs out), read, send, settle. Each mail is settled
 * as soon as the SMTP server took it, so a stop costs at most the mail in flight being sent again,
 * with the same Message-ID.
 */
export async function deliverDueMails(
  env: NotifyEnv,
  mailer: Mailer,
  budgetMs: number,
  stopping: () => boolean,
) {
  const db = secretKeyClient(env, env.secretKey)
  const tally: Tally = { sent: 0, dropped: 0, failed: 0 }
  const deadline = Date.now() + budgetMs
  while (Date.now() < deadline && !stopping()) {
    const claimed = await db.rpc('claim_notification_mails', { batch_size: 1, lease_seconds: 60 })
    if (claimed.error) throw new Error(`claim failed: ${claimed.error.message}`)
    const mail = claimed.data[0]
    if (!mail) break
    const read = await db.rpc('notification_mail_content', { mail_id: mail.id })
    if (read.error) throw new Error(`read failed: ${read.error.message}`)
    if (read.data === null) {
      await settle(db, mail.id, 'dropped')
      tally.dropped++
      continue
    }
    try {
      const content = mailContentSchema.parse(read.data)
      await mailer.send(notificationMail(content, env.SITE_URL))
      await settle(db, mail.id, 'sent')
      tally.sent++
    } catch (error) {
      logFailure(`notify: mail ${mail.id} attempt ${mail.attempts} failed`, error)
      await settle(db, mail.id, 'failed', error instanceof Error ? error.message : String(error))
      tally.failed++
    }
  }
  return tally
}

async function settle(
  db: TypedSupabaseClient,
  mailId: string,
  outcome: 'sent' | 'dropped' | 'failed',
  error?: string,
) {
  const settled = await db.rpc('settle_notification_mail', {
    mail_id: mailId,
    outcome,
    ...(error ? { error } : {}),
  })
  if (settled.error) throw new Error(`settle failed: ${settled.error.message}`)
}
