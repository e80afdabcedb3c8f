'use server'

import { deleteWorkspace, renameWorkspace } from '@teamboard/supabase/mutations'
import { workspaceSchema } from '@teamboard/supabase/schemas'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { workspaceAction } from '@/lib/actions/action'
import { ok, refuse } from '@/lib/actions/result'

/** Rename and/or change the address (owners and admins; RLS says the same). */
export const updateWorkspaceAction = workspaceAction(
  {
    name: 'workspace.update',
    input: workspaceSchema,
    role: 'admin',
    fieldFor: { slug_taken: 'slug' },
  },
  async (input, { supabase, workspace }) => {
    const { data, error } = await renameWorkspace(supabase, workspace.id, input)
    if (error) return { data, error }
    // The layout shows the name on every page of the workspace, and /w lists it.
    revalidatePath('/w', 'layout')
    if (data.slug !== workspace.slug) redirect(`/w/${data.slug}/settings`)
    return ok({ name: data.name, slug: data.slug })
  },
)

/** Owners only. The typed confirmation is checked again here, not just in the dialog. */
export const deleteWorkspaceAction = workspaceAction(
  { name: 'workspace.delete', input: z.object({ confirm: z.string() }), role: 'owner' },
  async ({ confirm }, { supabase, workspace }) => {
    // The dialog enables its button only on a match; a mismatch here is a hand-made request.
    if (confirm !== workspace.slug) return refuse('invalid_input')
    const { error } = await deleteWorkspace(supabase, workspace.id)
    if (error) return { data: null, error }
    revalidatePath('/w', 'layout')
    redirect('/w')
  },
)
