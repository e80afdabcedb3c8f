'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { useActionState } from 'react'
import { WorkspaceFields } from '@/components/workspace-fields'
import { formError, idle } from '@/lib/actions/result'
import { updateWorkspaceAction } from '../_lib/workspace-actions'

/** Name and address; a new address moves the page with it. */
export function WorkspaceSettingsForm({ name, slug }: { name: string; slug: string }) {
  const [result, formAction, pending] = useActionState(updateWorkspaceAction, idle)
  return (
    <form action={formAction} className="grid gap-5" noValidate>
      <input type="hidden" name="workspace" value={slug} />
      <FormAlert>{formError(result)}</FormAlert>
      <FormAlert tone="success">{result?.ok ? 'Workspace updated.' : null}</FormAlert>
      <WorkspaceFields result={result} saved={{ name, slug }} />
      <Button type="submit" loading={pending} className="justify-self-start">
        Save changes
      </Button>
    </form>
  )
}
