import { errorCatalogue, isAppErrorCode } from '@teamboard/supabase/errors'
import { Button } from '@teamboard/ui/button'
import type { Metadata } from 'next'
import Link from 'next/link'
import { StatusPage } from '@/components/status-page'

export const metadata: Metadata = { title: 'Link problem' }

/** Where /auth/confirm and /auth/callback send a failed link: catalogue words and a way forward. */
export default async function AuthErrorPage({ searchParams }: PageProps<'/auth/error'>) {
  const { code } = await searchParams
  const known = typeof code === 'string' && isAppErrorCode(code) ? code : 'link_invalid'
  return (
    <StatusPage
      code="Link"
      title={errorCatalogue[known]}
      actions={
        <>
          <Button asChild>
            <Link href="/sign-in">Sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/forgot-password">Reset password</Link>
          </Button>
        </>
      }
    >
      Ask for a new email from the sign-in page; each link works once and expires after an hour.
    </StatusPage>
  )
}
