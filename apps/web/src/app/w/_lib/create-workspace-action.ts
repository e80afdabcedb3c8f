'use server'

import { createWorkspace } from '@teamboard/supabase/mutations'
import { workspaceSchema } from '@teamboard/supabase/schemas'
import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { action } from '@/lib/actions/action'

/** Creates the workspace (the rpc also makes the caller its owner) and opens it. */
export const createWorkspaceAction = action(
  { name: 'workspace.create', input: workspaceSchema, fieldFor: { slug_taken: 'slug' } },
  async (input, { supabase }) => {
    const { data, error } = await createWorkspace(supabase, input)
    if (error) return { data, error }
    revalidatePath('/w')
    redirect(`/w/${data.slug}`)
  },
)
