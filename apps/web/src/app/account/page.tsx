import { requireUser } from '@teamboard/auth/server'
import { avatarUrl, getProfile } from '@teamboard/supabase/queries'
import { createServerClient } from '@teamboard/supabase/server'
import type { Metadata } from 'next'
import { AvatarForm } from './_components/avatar-form'
import { DeleteAccountCard } from './_components/delete-account-card'
import { EmailForm } from './_components/email-form'
import { ProfileForm } from './_components/profile-form'
import { SecurityCard } from './_components/security-card'
import { ThemeCard } from './_components/theme-card'

export const metadata: Metadata = { title: 'Account' }

export default async function AccountPage() {
  const user = await requireUser({ next: '/account' })
  const supabase = await createServerClient()
  const { data: profile } = await getProfile(supabase, user.id)
  const name = profile?.display_name ?? user.email ?? ''
  return (
    <section className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-semibold tracking-tight">Account</h1>
      <ProfileForm displayName={name} />
      <AvatarForm
        userId={user.id}
        name={name}
        avatar={profile ? avatarUrl(supabase, profile) : null}
      />
      <EmailForm email={user.email ?? ''} />
      <ThemeCard />
      <SecurityCard />
      <DeleteAccountCard />
    </section>
  )
}
