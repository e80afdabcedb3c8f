'use server'

import { isSlugAvailable } from '@teamboard/supabase/queries'
import { slugSchema } from '@teamboard/supabase/schemas'
import { z } from 'zod'
import { action } from './actions/action'

/**
 * The live "address taken" check behind the slug fields. It runs here rather than from the
 * browser client because the local backend (@supabase/lite 0.10) answers the CORS preflight of
 * `POST /rest/v1/rpc/<fn>` as a call without arguments (404), which makes browsers refuse every
 * rpc; `slug_available` itself says only yes or no.
 */
export const checkSlugAction = action(
  { name: 'workspace.check-slug', input: z.object({ slug: slugSchema }) },
  async ({ slug }, { supabase }) => isSlugAvailable(supabase, slug),
)
