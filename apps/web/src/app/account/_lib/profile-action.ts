'use server'

import { updateProfile } from '@teamboard/supabase/mutations'
import { profileSchema } from '@teamboard/supabase/schemas'
import { action } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'

/** Renames the signed-in user; the form mirrors the saved name into the session afterwards. */
export const updateDisplayNameAction = action(
  { name: 'profile.update', input: profileSchema },
  async (input, { supabase, user }) => {
    const { data, error } = await updateProfile(supabase, user.id, input)
    if (error) return { data, error }
    return ok({ displayName: data.display_name })
  },
)
