import { requireUser } from '@teamboard/auth/server'
import type { Metadata } from 'next'
import { AuthCard } from '../_components/auth-card'
import { UpdatePasswordForm } from './_components/update-password-form'

export const metadata: Metadata = { title: 'Choose a new password' }

/** Reached from a recovery or invite link (which signed the user in) or from the account page. */
export default async function UpdatePasswordPage() {
  const user = await requireUser({ next: '/update-password' })
  return (
    <AuthCard
      title="Choose a new password"
      description={
        user.email
          ? `For ${user.email}. Other devices will be signed out.`
          : 'Other devices will be signed out.'
      }
    >
      <UpdatePasswordForm />
    </AuthCard>
  )
}
