'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { slugSchema } from '@teamboard/supabase/schemas'
import { Alert, AlertDescription } from '@teamboard/ui/alert'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { useActionState, useState } from 'react'
import { SlugHint } from '../../../_components/slug-hint'
import { useSlugAvailability } from '../../../_components/use-slug-availability'
import { updateWorkspaceAction, type WorkspaceSettingsState } from '../_lib/workspace-actions'

/** Name and address; controlled, so a refused save keeps what was typed. */
export function WorkspaceSettingsForm({
  name: savedName,
  slug: savedSlug,
}: {
  name: string
  slug: string
}) {
  const [state, formAction, pending] = useActionState(updateWorkspaceAction.bind(null, savedSlug), {
    status: 'idle',
    values: {},
  } satisfies WorkspaceSettingsState)
  const [name, setName] = useState(savedName)
  const [slug, setSlug] = useState(savedSlug)
  const availability = useSlugAvailability(slug, savedSlug)
  const fieldErrors = state.status === 'error' ? state.fieldErrors : {}
  const slugError =
    (slug === '' ? undefined : slugSchema.safeParse(slug).error?.issues[0]?.message) ??
    (availability.status === 'taken' ? errorCatalogue.slug_taken : undefined) ??
    (state.values.slug === slug ? fieldErrors.slug : undefined)

  return (
    <form action={formAction} className="grid gap-5" noValidate>
      {state.status === 'error' && state.formError ? (
        <Alert variant="destructive">
          <AlertDescription>{state.formError}</AlertDescription>
        </Alert>
      ) : null}
      {state.status === 'success' ? (
        <p role="status" className="text-sm text-success">
          {state.message}
        </p>
      ) : null}
      <FormField
        label="Workspace name"
        error={state.values.name === name ? fieldErrors.name : undefined}
      >
        <Input name="name" value={name} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField
        label="Address"
        error={slugError}
        description={<SlugHint slug={slug} availability={slugError ? undefined : availability} />}
      >
        <Input
          name="slug"
          value={slug}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          onChange={(event) => setSlug(event.target.value.toLowerCase())}
        />
      </FormField>
      <Button type="submit" loading={pending} className="justify-self-start">
        Save changes
      </Button>
    </form>
  )
}
