'use client'

import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { Button } from '@teamboard/ui/button'
import Link from 'next/link'
import { useState, useTransition } from 'react'
import { FormAlert } from '@teamboard/ui/form-alert'
import { SectionCard } from './section-card'
import { callSupabase, failureText } from '@/lib/call-server'

/** Password and sessions. Sign-out reactions (every tab to /sign-in) come from the AuthProvider. */
export function SecurityCard() {
  const [pending, startTransition] = useTransition()
  const [error, setError] = useState<string | null>(null)

  function signOut(scope: 'local' | 'global') {
    startTransition(async () => {
      const done = await callSupabase(`sign_out.${scope}`, () =>
        createBrowserSessionClient().auth.signOut({ scope }),
      )
      if (done.status !== 'ok') setError(failureText(done))
    })
  }

  return (
    <SectionCard
      title="Password and sessions"
      description="Signing out everywhere ends the session on every device, including this one."
    >
      <FormAlert>{error}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <Link href="/update-password">Change password</Link>
        </Button>
        <Button variant="outline" onClick={() => signOut('local')} disabled={pending}>
          Sign out
        </Button>
        <Button variant="destructive" onClick={() => signOut('global')} loading={pending}>
          Sign out of all devices
        </Button>
      </div>
    </SectionCard>
  )
}
