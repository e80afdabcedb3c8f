'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useActionState } from 'react'
import { WorkspaceFields } from '@/components/workspace-fields'
import { formError, idle } from '@/lib/actions/result'
import { createWorkspaceAction } from '../_lib/create-workspace-action'

/** A new workspace; on success the action opens it. */
export function CreateWorkspaceForm() {
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
