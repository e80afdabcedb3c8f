'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { FormField } from '@teamboard/ui/form-field'
import { Input } from '@teamboard/ui/input'
import Link from 'next/link'
import { useActionState } from 'react'
import { fieldError, formError, idle } from '@/lib/actions/result'
import { createBoardAction } from '../_lib/board-actions'

/** Name (and optionally its address); the new board starts with the six default columns. */
export function CreateBoardForm({ slug }: { slug: string }) {
  const [result, formAction, pending] = useActionState(createBoardAction, idle)
  return (
    <form action={formAction} className="grid gap-4" noValidate aria-label="New board">
      <input type="hidden" name="workspace" value={slug} />
      <FormAlert>{formError(result)}</FormAlert>
      <FormAlert tone="success">
        {result?.ok ? (
          <>
            Board “{result.data.name}” created.{' '}
            <Link className="underline" href={`/w/${slug}/b/${result.data.slug}`}>
              Open it
            </Link>
          </>
        ) : null}
      </FormAlert>
      <FormField label="Board name" error={fieldError(result, 'name')}>
        <Input
          name="name"
          maxLength={80}
          defaultValue={result?.ok === false ? result.values.name : ''}
        />
      </FormField>
      <FormField label="Address (optional)" error={fieldError(result, 'slug')}>
        <Input
          name="slug"
          maxLength={40}
          placeholder="made from the name"
          defaultValue={result?.ok === false ? result.values.slug : ''}
        />
      </FormField>
      <Button type="submit" loading={pending} className="justify-self-start">
        Create board
      </Button>
    </form>
  )
}
