import { z } from 'zod'

// What public.notification_mail_content() returns (supabase/migrations/…_notification_delivery.sql).
const item = z.object({
  kind: z.enum([
    'assigned',
    'mentioned',
    'commented',
    'task_closed',
    'invitation_accepted',
    'due_soon',
    'overdue',
  ]),
  created_at: z.string(),
  actor: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  task: z.object({ id: z.string(), number: z.number(), title: z.string() }).nullable(),
})

export const mailContentSchema = z.object({
  id: z.uuid(),
  cadence: z.enum(['instant', 'digest']),
  to: z.string(),
  name: z.string(),
  workspace: z.object({ name: z.string(), slug: z.string() }),
  unsubscribe_token: z.string(),
  items: z.array(item).min(1),
})

export type MailContent = z.infer<typeof mailContentSchema>
export type MailItem = z.infer<typeof item>
