import { z } from 'zod'
// The same schema the app's invite form uses (SPEC point 5); deno.json's sloppy imports resolve
// the package's `.js` import specifiers to its `.ts` sources.
import { inviteSchema } from '../../../packages/supabase/src/schemas/index.ts'
import { fail } from '../_shared/errors.ts'

export const inviteBodySchema = inviteSchema.extend({ workspaceId: z.uuid() })
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
