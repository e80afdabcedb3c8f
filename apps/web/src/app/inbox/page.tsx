import { requireUser } from '@teamboard/auth/server'
import { listInbox } from '@teamboard/supabase/queries'
import { createServerClient } from '@teamboard/supabase/server'
import type { Metadata } from 'next'
import { InboxGroups } from './_components/inbox-groups'
import { InboxShortcuts } from './_components/inbox-shortcuts'
import { MarkForm } from './_components/mark-form'

export const metadata: Metadata = { title: 'Inbox' }

/** The signed-in user's notifications, newest first, grouped by task (docs/screens.md). */
export default async function InboxPage() {
  await requireUser({ next: '/inbox' })
  const supabase = await createServerClient()
  const { data, error } = await listInbox(supabase)
  // The route's error screen (app/error.tsx) says it failed to load, with a reference.
  if (error) throw new Error(`inbox failed to load: ${error.code}`)
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <InboxShortcuts />
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">Inbox</h1>
        {data.some((n) => n.read_at === null) ? (
          <MarkForm id="all" read label="Mark all read" />
        ) : null}
      </div>
      {data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet. You hear here when someone assigns you, mentions you, or changes a task you
          watch.
        </p>
      ) : (
        <InboxGroups notifications={data} />
      )}
    </section>
  )
}
