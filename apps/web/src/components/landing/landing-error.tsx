import { Button } from '@teamboard/ui/button'
import { FailedToLoad } from '@/components/failed-to-load'
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
      <FailedToLoad reference={reference} />
    </StatusPage>
  )
}
