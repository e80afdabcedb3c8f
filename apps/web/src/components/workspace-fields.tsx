'use client'

import { errorCatalogue } from '@teamboard/supabase/errors'
import { slugSchema } from '@teamboard/supabase/schemas'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import { SlugField } from '@teamboard/ui/slug-field'
import { useState } from 'react'
import { useSlugAvailability } from '@/hooks/use-slug-availability'
import { type ActionResult, fieldError } from '@/lib/actions/result'
import { suggestSlug } from '@/lib/suggest-slug'

type WorkspaceField = 'name' | 'slug'

/**
 * Name and address of a workspace, for creating one (`saved` absent: the address follows the
 * name until edited) or renaming one (`saved`: its own address counts as available). Both
 * fields are controlled, so nothing typed is lost when the action answers with an error.
 */
export function WorkspaceFields({
  result,
  saved,
}: {
  result: ActionResult<unknown, WorkspaceField> | null
  saved?: { name: string; slug: string }
}) {
  const [name, setName] = useState(saved?.name ?? '')
  const [slug, setSlug] = useState(saved?.slug ?? '')
  const [slugEdited, setSlugEdited] = useState(saved !== undefined)
  const availability = useSlugAvailability(slug, saved?.slug)
  // The schema's message while typing; the server's answer for the value it was given.
  const slugError =
    (slug === '' ? undefined : slugSchema.safeParse(slug).error?.issues[0]?.message) ??
    (availability.status === 'taken' ? errorCatalogue.slug_taken : undefined) ??
    fieldError(result, 'slug', slug)

  return (
    <>
      <FormField label="Workspace name" error={fieldError(result, 'name', name)}>
        <Input
          name="name"
          value={name}
          autoComplete="organization"
          placeholder={saved ? undefined : 'Acme Design'}
          onChange={(event) => {
            setName(event.target.value)
            if (!slugEdited) setSlug(suggestSlug(event.target.value))
          }}
        />
      </FormField>
      <SlugField
        name="slug"
        prefix="/w/"
        value={slug}
        placeholder={saved ? undefined : 'acme-design'}
        error={slugError}
        availability={availability}
        onValueChange={(value) => {
          setSlugEdited(true)
          setSlug(value)
        }}
      />
    </>
  )
}
