'use client'

import { Button } from '@teamboard/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@teamboard/ui/card'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useActionState } from 'react'
import { WorkspaceFields } from '@/components/workspace-fields'
import { formError, idle } from '@/lib/actions/result'
import { createWorkspaceAction } from '../_lib/create-workspace-action'

/** A new workspace; on success the action opens it. */
function CreateWorkspaceForm() {
  const [result, formAction, pending] = useActionState(createWorkspaceAction, idle)
  return (
    <form action={formAction} className="grid gap-5" noValidate>
      <FormAlert>{formError(result)}</FormAlert>
      <WorkspaceFields result={result} />
      <Button type="submit" loading={pending} className="justify-self-start">
        Create workspace
      </Button>
    </form>
  )
}

/** The form in its card, on `/w` under the list and alone on `/w/new` (where it titles the page). */
export function CreateWorkspaceCard({ pageHeading = false }: { pageHeading?: boolean }) {
  const title = 'Create a workspace'
  return (
    <Card>
      <CardHeader>
        {pageHeading ? (
          <h1 className="text-lg leading-none font-semibold tracking-tight">{title}</h1>
        ) : (
          <CardTitle>{title}</CardTitle>
        )}
        <CardDescription>A board and a member list for one team.</CardDescription>
      </CardHeader>
      <CardContent>
        <CreateWorkspaceForm />
      </CardContent>
    </Card>
  )
}
