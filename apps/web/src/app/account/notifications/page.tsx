import { requireUser } from '@teamboard/auth/server'
import {
  defaultDelivery,
  listNotificationPreferences,
  type NotificationDelivery,
  type NotificationKind,
} from '@teamboard/supabase/queries'
import { createServerClient } from '@teamboard/supabase/server'
import type { Metadata } from 'next'
import { notificationKinds } from '@/lib/notifications'
import { SectionCard } from '../_components/section-card'
import { PreferencesForm } from './_components/preferences-form'

export const metadata: Metadata = { title: 'Notifications' }

/** Per kind: mail right away (several within two minutes come as one), a daily digest, or none. */
export default async function NotificationSettingsPage() {
  await requireUser({ next: '/account/notifications' })
  const supabase = await createServerClient()
  const { data, error } = await listNotificationPreferences(supabase)
  if (error) throw new Error(`preferences failed to load: ${error.code}`)
  const current = Object.fromEntries(
    notificationKinds.map(({ kind }) => [
      kind,
      data.find((row) => row.kind === kind)?.delivery ?? defaultDelivery(kind),
    ]),
  ) as Record<NotificationKind, NotificationDelivery>
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight">Notifications</h1>
      <SectionCard
        title="Email"
        description="Your inbox always shows everything; choose what also comes by email."
      >
        <PreferencesForm current={current} />
      </SectionCard>
    </section>
  )
}
