import type { InboxNotification, NotificationKind } from '@teamboard/supabase/queries'

/** The kinds in the order the preferences page lists them, with the words it uses. */
export const notificationKinds: { kind: NotificationKind; label: string }[] = [
  { kind: 'assigned', label: 'A task is assigned to you' },
  { kind: 'mentioned', label: 'Someone mentions you' },
  { kind: 'commented', label: 'A comment on a task you watch' },
  { kind: 'task_closed', label: 'A task you watch is done or canceled' },
  { kind: 'invitation_accepted', label: 'Someone accepts your invitation' },
  { kind: 'due_soon', label: 'A task of yours is due tomorrow' },
  { kind: 'overdue', label: 'A task of yours is overdue' },
]

/** What happened, in a few words: "Alice assigned you". */
export function notificationSentence(n: Pick<InboxNotification, 'kind' | 'data'>, actor: string) {
  switch (n.kind) {
    case 'assigned':
      return `${actor} assigned you`
    case 'mentioned':
      return `${actor} mentioned you`
    case 'commented':
      return `${actor} commented`
    case 'task_closed':
      return `${actor} moved it to ${(n.data as { status?: string }).status === 'canceled' ? 'Canceled' : 'Done'}`
    case 'invitation_accepted':
      return `${actor} accepted your invitation`
    case 'due_soon':
      return 'Due tomorrow'
    case 'overdue':
      return 'Overdue'
  }
}
