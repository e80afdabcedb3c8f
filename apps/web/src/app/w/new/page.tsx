import { requireUser } from '@teamboard/auth/server'
import type { Metadata } from 'next'
import { CreateWorkspaceCard } from '../_components/create-workspace-form'

export const metadata: Metadata = { title: 'New workspace' }

export default async function NewWorkspacePage() {
  await requireUser({ next: '/w/new' })
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6">
      <CreateWorkspaceCard pageHeading />
    </div>
  )
}
