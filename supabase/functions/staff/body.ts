import { z } from 'zod'
import { readJsonBody } from '../_shared/request.ts'

const reason = z.string().trim().min(3).max(500)

const staffRequestSchema = z.union([
  z.object({ op: z.literal('find-user'), query: z.string().trim().min(1).max(254) }),
  z.object({
    op: z.literal('find-workspace'),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]{3,40}$/),
  }),
  z.object({
    op: z.literal('act'),
    action: z.enum(['resend_confirmation', 'ban', 'unban', 'sign_out_everywhere']),
    userId: z.uuid(),
    reason,
  }),
  z.object({
    op: z.literal('act'),
    action: z.literal('revoke_invitation'),
    invitationId: z.uuid(),
    reason,
  }),
])

export type StaffRequest = z.infer<typeof staffRequestSchema>
export type ActRequest = Extract<StaffRequest, { op: 'act' }>

/** Not JSON, a wrong shape or a missing reason: the same 422 `invalid_input`. */
export function readBody(request: Request): Promise<StaffRequest> {
  return readJsonBody(request, staffRequestSchema)
}
