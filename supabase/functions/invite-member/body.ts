import { z } from 'zod'
// The same schema the app's invite form uses; deno.json maps the package to its sources, and its
// sloppy imports resolve the package's `.js` import specifiers to the `.ts` files.
import { inviteSchema } from '@teamboard/supabase/schemas'
import { readJsonBody } from '../_shared/request.ts'

// A zod/mini object (the browser shares it): extended by its shape.
const inviteBodySchema = z.object({ ...inviteSchema.shape, workspaceId: z.uuid() })
export type InviteBody = z.infer<typeof inviteBodySchema>

export function readBody(request: Request): Promise<InviteBody> {
  return readJsonBody(request, inviteBodySchema)
}
