import { z } from 'zod'
// The same schema the app's invite form uses; deno.json maps the package to its sources, and its
// sloppy imports resolve the package's `.js` import specifiers to the `.ts` files.
import { inviteSchema } from '@teamboard/supabase/schemas'
import { fail } from '../_shared/errors.ts'

// A zod/mini object (the browser shares it): extended by its shape.
export const inviteBodySchema = z.object({ ...inviteSchema.shape, workspaceId: z.uuid() })
export type InviteBody = z.infer<typeof inviteBodySchema>

/** Not JSON, or JSON of the wrong shape: the same 422, so the caller fixes their request. */
export async function readBody(request: Request): Promise<InviteBody> {
  let json: unknown
  try {
    json = await request.json()
  } catch {
    return fail('invalid_input', 422)
  }
  const parsed = inviteBodySchema.safeParse(json)
  return parsed.success ? parsed.data : fail('invalid_input', 422)
}
