import { requireUser } from '@teamboard/auth/server'
import { Card, CardContent, CardDescription, CardHeader } from '@teamboard/ui/card'
import type { Metadata } from 'next'
import { CreateWorkspaceForm } from '../_components/create-workspace-form'

export const metadata: Metadata = { title: 'New workspace' }

export default async function NewWorkspacePage() {
  await requireUser({ next: '/w/new' })
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:px-6">
      <Card>
        <CardHeader>
          <h1 className="text-lg leading-none font-semibold tracking-tight">Create a workspace</h1>
          <CardDescription>A board and a member list for one team.</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateWorkspaceForm />
        </CardContent>
      </Card>
    </div>
  )
}
