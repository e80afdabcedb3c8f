'use client'

import { captureBrowserError } from '@teamboard/telemetry/browser'
import { Button } from '@teamboard/ui/button'
import { GeistMono } from 'geist/font/mono'
import { GeistSans } from 'geist/font/sans'
import { useEffect, useState } from 'react'
import { StatusPage } from '@/components/status-page'
import './globals.css'

type GlobalErrorProps = { error: Error & { digest?: string }; retry: () => void }

/**
 * Replaces the root layout when it fails, so it renders its own <html> and loads the app's CSS
 * itself. Unlike error.tsx it reports every error, server ones included: the root layout is gone,
 * and the client event (tagged with the digest) gives the user an id to quote.
 */
export default function GlobalError({ error, retry }: GlobalErrorProps) {
  const [eventId, setEventId] = useState<string>()
  useEffect(() => {
    // The id exists only once the report is sent (the SDK may load first), so it cannot come from render.
    void captureBrowserError(error, { tags: { digest: error.digest } }).then(setEventId)
  }, [error])

  return (
    <html lang="en" className={`${GeistSans.variable} ${GeistMono.variable}`}>
      <body className="flex min-h-dvh flex-col">
        <main className="flex flex-1 flex-col">
          <StatusPage
            code="Error"
            title="Teamboard ran into a problem"
            actions={
              <>
                <Button onClick={() => retry()}>Try again</Button>
                <Button asChild variant="secondary">
                  {/* A full page load: the client router may be what failed. */}
                  {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
                  <a href="/">Back to Teamboard</a>
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
        </main>
      </body>
    </html>
  )
}
