'use server'

import { getUser } from '@teamboard/auth/server'
import { appError } from '@teamboard/supabase/errors'
import { isSlugAvailable } from '@teamboard/supabase/queries'
import { slugSchema } from '@teamboard/supabase/schemas'
import { createServerClient } from '@teamboard/supabase/server'

export type SlugCheck = { available: boolean; error?: undefined } | { error: string }

/**
 * The live "address taken" check behind the slug fields. It runs here rather than from the
 * browser client because the local backend (@supabase/lite 0.10) answers the CORS preflight of
 * `POST /rest/v1/rpc/<fn>` as a call without arguments (404), which makes browsers refuse every
 * rpc; `slug_available` itself says only yes or no.
 */
export async function checkSlugAction(slug: string): Promise<SlugCheck> {
  if (!(await getUser())) return { error: appError('forbidden').message }
  const parsed = slugSchema.safeParse(slug)
  if (!parsed.success)
    return { error: parsed.error.issues[0]?.message ?? appError('invalid_input').message }
  const { data, error } = await isSlugAvailable(await createServerClient(), parsed.data)
  return error ? { error: error.message } : { available: data }
}
