import { Button } from '@teamboard/ui/button'
import { Card, CardContent, CardHeader } from '@teamboard/ui/card'
import { FormAlert } from '@teamboard/ui/form-alert'
import { appError, toAppError } from '@teamboard/supabase/errors'
import { useEffect, useState } from 'react'
import { navigate } from '../router'
import { supabase } from '../supabase'
import { titleClass } from './title'

type Link = { tokenHash: string; type: 'magiclink' | 'email' }

function linkFromUrl(): Link | null {
  const params = new URLSearchParams(window.location.search)
  const tokenHash = params.get('token_hash')
  const type = params.get('type')
  return tokenHash && (type === 'magiclink' || type === 'email') ? { tokenHash, type } : null
}

// One verification per token: a token works once, and React's development mode runs effects twice.
const verifications = new Map<string, Promise<string | null>>()

function verify({ tokenHash, type }: Link): Promise<string | null> {
  const pending =
    verifications.get(tokenHash) ??
    supabase()
      .auth.verifyOtp({ token_hash: tokenHash, type })
      .then(({ error }) => (error ? toAppError(error).message : null))
  verifications.set(tokenHash, pending)
  return pending
}

/**
 * Where the console's magic link lands (`{{ .RedirectTo }}/auth/confirm?token_hash=…&type=…`).
 * The token is verified here, in the browser that holds the console's session cookies; the
 * provider's SIGNED_IN then moves to the look-ups. A used or expired link says so.
 */
export function AuthConfirm() {
  const [link] = useState(linkFromUrl)
  const [failure, setFailure] = useState<string | null>(() =>
    link ? null : appError('link_invalid').message,
  )
  useEffect(() => {
    if (!link) return
    let current = true
    void verify(link).then((message) => {
      if (current && message) setFailure(message)
    })
    return () => {
      current = false
    }
  }, [link])
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm items-center p-4">
      <Card className="w-full">
        <CardHeader>
          <h1 className={titleClass}>Signing you in</h1>
        </CardHeader>
        <CardContent className="grid gap-4">
          {failure ? (
            <>
              <FormAlert>{failure}</FormAlert>
              <Button onClick={() => navigate('/sign-in', { replace: true })}>
                Back to sign-in
              </Button>
            </>
          ) : (
            <p className="text-muted-foreground text-sm">Checking your sign-in link…</p>
          )}
        </CardContent>
      </Card>
    </main>
  )
}
