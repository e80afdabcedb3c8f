import { Button } from '@teamboard/ui/button'
import { HomeLink } from '@/components/home-link'
import { StatusPage } from '@/components/status-page'

/**
 * What `/` shows when its server side failed, e.g. the session could not be checked (the Auth
 * server or the network failed): the route error screen's words (`app/_components/
 * route-error-screen.tsx`). "Try again" is a link back to `/`, a full load: the page has no script.
 */
export function LandingError({ reference }: { reference: string | null }) {
  return (
    <StatusPage
      code="Error"
      title="Something went wrong"
      actions={
        <Button asChild>
          <HomeLink>Try again</HomeLink>
        </Button>
      }
    >
      <p>
        This page failed to load. Trying again usually helps; if it keeps happening, tell us the
        reference below.
      </p>
      {reference ? (
        <p className="mt-3">
          Reference:{' '}
          <code
            data-testid="error-reference"
            className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground"
          >
            {reference}
          </code>
        </p>
      ) : null}
    </StatusPage>
  )
}
