'use client'

import { captureBrowserError } from '@teamboard/telemetry/browser'
import { Button } from '@teamboard/ui/button'
import { useEffect, useState } from 'react'
import { HomeLink } from '@/components/home-link'
import { StatusPage } from '@/components/status-page'

export type GlobalErrorProps = { error: Error & { digest?: string }; retry: () => void }

/**
 * What global-error.tsx shows inside its own <html>. Unlike the route error screen it reports
 * every error, server ones included: the root layout is gone, and the client event (tagged with
 * the digest) gives the user an id to quote.
 */
export function GlobalErrorScreen({ error, retry }: GlobalErrorProps) {
  const [eventId, setEventId] = useState<string>()
  useEffect(() => {
    // The id exists only once the report is sent (the SDK may load first), so it cannot come from render.
    void captureBrowserError(error, { tags: { digest: error.digest } }).then(setEventId)
  }, [error])

  return (
    <StatusPage
      code="Error"
      title="Teamboard ran into a problem"
      actions={
        <>
          <Button onClick={() => retry()}>Try again</Button>
          <Button asChild variant="secondary">
            {/* A full page load, which is also what the client router may have failed at. */}
            <HomeLink>Back to Teamboard</HomeLink>
          </Button>
        </>
      }
    >
      <p>
        Something went wrong while loading Teamboard. Trying again usually helps; if it keeps
        happening, quote the reference below.
      </p>
      <dl className="mt-3 grid gap-1 font-mono text-xs">
        {error.digest ? (
          <div>
            <dt className="inline">Digest: </dt>
            <dd className="inline" data-testid="error-digest">
              {error.digest}
            </dd>
          </div>
        ) : null}
        {eventId ? (
          <div>
            <dt className="inline">Reference: </dt>
            <dd className="inline" data-testid="error-event-id">
              {eventId}
            </dd>
          </div>
        ) : null}
      </dl>
    </StatusPage>
  )
}
