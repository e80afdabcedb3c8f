import { Button } from '@teamboard/ui/button'
import type { Metadata } from 'next'
import { HomeLink } from '@/components/home-link'
import { StatusPage } from '@/components/status-page'

export const metadata: Metadata = { title: 'Page not found' }

export default function NotFound() {
  return (
    <StatusPage
      code="404"
      title="This page doesn't exist"
      actions={
        <Button asChild>
          <HomeLink>Back to Teamboard</HomeLink>
        </Button>
      }
    >
      <p>The link may be broken, or the page may belong to a workspace you're not a member of.</p>
    </StatusPage>
  )
}
