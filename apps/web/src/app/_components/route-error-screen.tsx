'use client'

import { captureBrowserError } from '@teamboard/telemetry/browser'
import { Button } from '@teamboard/ui/button'
import { useEffect, useState } from 'react'
import { FailedToLoad } from '@/components/failed-to-load'
import { HomeLink } from '@/components/home-link'
import { StatusPage } from '@/components/status-page'

/** Server errors reach the browser without their message; the digest is what support can look up. */
function digestOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('digest' in error)) return undefined
  return typeof error.digest === 'string' ? error.digest : undefined
}

/** What error.tsx shows: loaded only when a page fails, so no page's first load carries it. */
export function RouteErrorScreen({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = digestOf(error)
  const [eventId, setEventId] = useState<string>()
  useEffect(() => {
    // Server errors are reported by the server (instrumentation's onRequestError) and carry a
    // digest; reporting them here again would count each one twice.
    if (digest) return
    // The id exists only once the report is sent (the SDK may load first), so it cannot come from render.
    void captureBrowserError(error).then(setEventId)
  }, [error, digest])
  const reference = digest ?? eventId

  return (
    <StatusPage
      code="Error"
      title="Something went wrong"
      actions={
        <>
          <Button onClick={() => retry()}>Try again</Button>
          <Button asChild variant="secondary">
            <HomeLink>Back to Teamboard</HomeLink>
          </Button>
        </>
      }
    >
      <FailedToLoad reference={reference} />
    </StatusPage>
  )
}
