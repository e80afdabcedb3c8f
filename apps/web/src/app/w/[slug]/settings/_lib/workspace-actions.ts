'use server'

import { appError } from '@teamboard/supabase/errors'
import { deleteWorkspace, renameWorkspace } from '@teamboard/supabase/mutations'
import { workspaceSchema } from '@teamboard/supabase/schemas'
import type { Route } from 'next'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { fieldErrorsOf, readFields, type FormState } from '../../../_lib/form-state'
import { canEditWorkspace, isOwner } from '../../../_lib/roles'
import { findWorkspace } from '../../_lib/load-workspace'

export type WorkspaceSettingsField = 'name' | 'slug'
export type WorkspaceSettingsState = FormState<WorkspaceSettingsField>
export type DeleteWorkspaceState = { error?: string }

const fields = ['name', 'slug'] as const

/** Rename and/or change the address (owners and admins; RLS says the same). */
export async function updateWorkspaceAction(
  currentSlug: string,
  _previous: WorkspaceSettingsState,
  formData: FormData,
): Promise<WorkspaceSettingsState> {
  const values = readFields(formData, fields)
  const context = await findWorkspace(currentSlug, `/w/${currentSlug}/settings`)
  if (!context || !canEditWorkspace(context.role)) {
    const error = appError(context ? 'forbidden' : 'not_found')
    return { status: 'error', values, fieldErrors: {}, formError: error.message }
  }
  const parsed = workspaceSchema.safeParse(values)
  if (!parsed.success) return { status: 'error', values, fieldErrors: fieldErrorsOf(parsed.error) }
  const { data, error } = await renameWorkspace(context.supabase, context.workspace.id, parsed.data)
  if (error) {
    return error.code === 'slug_taken'
      ? { status: 'error', values, fieldErrors: { slug: error.message } }
      : { status: 'error', values, fieldErrors: {}, formError: error.message }
  }
  // The layout shows the name on every page of the workspace, and /w lists it.
  revalidatePath('/w', 'layout')
  if (data.slug !== currentSlug) redirect(`/w/${data.slug}/settings` as Route)
  return {
    status: 'success',
    values: { name: data.name, slug: data.slug },
    message: 'Workspace updated.',
  }
}

/** Owners only. The typed confirmation is checked again here, not just in the dialog. */
export async function deleteWorkspaceAction(
  slug: string,
  _previous: DeleteWorkspaceState,
  formData: FormData,
): Promise<DeleteWorkspaceState> {
  const context = await findWorkspace(slug, `/w/${slug}/settings`)
  if (!context) return { error: appError('not_found').message }
  if (!isOwner(context.role)) return { error: appError('forbidden').message }
  if (formData.get('confirm') !== context.workspace.slug) {
    return { error: `Type ${context.workspace.slug} to confirm.` }
  }
  const { error } = await deleteWorkspace(context.supabase, context.workspace.id)
  if (error) return { error: error.message }
  revalidatePath('/w', 'layout')
  redirect('/w' as Route)
}
