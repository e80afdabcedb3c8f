'use server'

import { requireUser } from '@teamboard/auth/server'
import { updateProfile } from '@teamboard/supabase/mutations'
import { type ProfileInput, profileSchema } from '@teamboard/supabase/schemas'
import { createServerClient } from '@teamboard/supabase/server'

export type ProfileActionResult =
  | { ok: true; values: ProfileInput }
  | {
      ok: false
      values: ProfileInput
      fieldErrors?: Partial<Record<keyof ProfileInput, string>>
      message?: string
    }

/**
 * Renames the signed-in user. Server actions are public endpoints: it checks the session itself
 * (a request that skipped the proxy or forged its headers is redirected to sign-in) and parses
 * its input again. What was typed comes back on failure so the form never loses it.
 */
export async function updateDisplayName(input: unknown): Promise<ProfileActionResult> {
  const user = await requireUser({ next: '/account' })
  const raw =
    typeof input === 'object' && input !== null
      ? (input as Record<string, unknown>).displayName
      : undefined
  const values = { displayName: typeof raw === 'string' ? raw : '' }
  const parsed = profileSchema.safeParse(values)
  if (!parsed.success)
    return { ok: false, values, fieldErrors: { displayName: parsed.error.issues[0]?.message } }

  const { data, error } = await updateProfile(await createServerClient(), user.id, parsed.data)
  if (error) return { ok: false, values, message: error.message }
  return { ok: true, values: { displayName: data.display_name } }
}
