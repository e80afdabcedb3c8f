'use server'

import { requireUser } from '@teamboard/auth/server'
import { createWorkspace } from '@teamboard/supabase/mutations'
import { workspaceSchema } from '@teamboard/supabase/schemas'
import { createServerClient } from '@teamboard/supabase/server'
import type { Route } from 'next'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { fieldErrorsOf, readFields, type FormState } from './form-state'

export type CreateWorkspaceField = 'name' | 'slug'
export type CreateWorkspaceState = FormState<CreateWorkspaceField>

const fields = ['name', 'slug'] as const

/** Creates the workspace (the rpc also makes the caller its owner) and opens it. */
export async function createWorkspaceAction(
  _previous: CreateWorkspaceState,
  formData: FormData,
): Promise<CreateWorkspaceState> {
  await requireUser({ next: '/w' })
  const values = readFields(formData, fields)
  const parsed = workspaceSchema.safeParse(values)
  if (!parsed.success) {
    return { status: 'error', values, fieldErrors: fieldErrorsOf(parsed.error) }
  }
  const { data, error } = await createWorkspace(await createServerClient(), parsed.data)
  if (error) {
    return error.code === 'slug_taken'
      ? { status: 'error', values, fieldErrors: { slug: error.message } }
      : { status: 'error', values, fieldErrors: {}, formError: error.message }
  }
  revalidatePath('/w')
  redirect(`/w/${data.slug}` as Route)
}
