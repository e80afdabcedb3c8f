'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { slugSchema } from '@teamboard/supabase/schemas'
import { Alert, AlertDescription } from '@teamboard/ui/alert'
import { Button } from '@teamboard/ui/button'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { useActionState, useState } from 'react'
import { createWorkspaceAction, type CreateWorkspaceState } from '../_lib/create-workspace-action'
import { suggestSlug } from '../_lib/suggest-slug'
import { SlugHint } from './slug-hint'
import { useSlugAvailability } from './use-slug-availability'

const initialState: CreateWorkspaceState = { status: 'idle', values: {} }

/**
 * Name and address of a new workspace. The address follows the name until the user edits it;
 * both fields are controlled, so nothing typed is lost when the action answers with an error.
 */
export function CreateWorkspaceForm() {
  const [state, formAction, pending] = useActionState(createWorkspaceAction, initialState)
  const [name, setName] = useState('')
  const [slug, setSlug] = useState('')
  const [slugEdited, setSlugEdited] = useState(false)
  const availability = useSlugAvailability(slug)
  const fieldErrors = state.status === 'error' ? state.fieldErrors : {}
  // The schema's message while typing; the server's answer for the value it was given.
  const slugFormatError =
    slug === '' ? undefined : slugSchema.safeParse(slug).error?.issues[0]?.message
  const slugError =
    slugFormatError ??
    (availability.status === 'taken' ? errorCatalogue.slug_taken : undefined) ??
    (state.values.slug === slug ? fieldErrors.slug : undefined)

  return (
    <form action={formAction} className="grid gap-5" noValidate>
      {state.status === 'error' && state.formError ? (
        <Alert variant="destructive">
          <AlertDescription>{state.formError}</AlertDescription>
        </Alert>
      ) : null}
      <FormField
        label="Workspace name"
        error={state.values.name === name ? fieldErrors.name : undefined}
      >
        <Input
          name="name"
          value={name}
          autoComplete="organization"
          placeholder="Acme Design"
          onChange={(event) => {
            setName(event.target.value)
            if (!slugEdited) setSlug(suggestSlug(event.target.value))
          }}
        />
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
          placeholder="acme-design"
          onChange={(event) => {
            setSlugEdited(true)
            setSlug(event.target.value.toLowerCase())
          }}
        />
      </FormField>
      <Button type="submit" loading={pending} className="justify-self-start">
        Create workspace
      </Button>
    </form>
  )
}
