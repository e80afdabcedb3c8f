// POST /functions/v1/invite-member { workspaceId, email, role } with the caller's JWT
// (verify_jwt = true). Owners and admins invite; the invitee gets `${SITE_URL}/invite/${token}`.
// Answers 200 { invitation } or a catalogue error { code, message }.
import { revokeInvitation } from '@teamboard/supabase/mutations'
import { corsHeaders, preflight } from '../_shared/cors.ts'
import { readEnv } from '../_shared/env.ts'
import { errorResponse, FunctionError } from '../_shared/errors.ts'
import { logFailure } from '../_shared/log.ts'
import { createMailer } from '../_shared/mailer.ts'
import { requireUser } from '../_shared/supabase.ts'
import { readBody } from './body.ts'
import { invitationEmail } from './email.ts'
import { issueInvitation } from './invite.ts'

async function handle(request: Request, headers: Headers): Promise<Response> {
  const env = readEnv()
  if (request.method !== 'POST') return errorResponse('invalid_input', 405, headers)
  const caller = await requireUser(env, request)
  const body = await readBody(request)
  const { workspace, inviter, issued } = await issueInvitation(caller, body)
  const link = new URL(`/invite/${issued.token}`, env.SITE_URL).href
  try {
    await createMailer(env).send(
      invitationEmail({ to: issued.email, link, workspace, inviter, role: issued.role }),
    )
  } catch (error) {
    logFailure('invite-member: the invitation email could not be sent', error)
    // No pending invitation is left behind, so the admin can simply retry.
    await revokeInvitation(caller.client, issued.id)
    return errorResponse('unexpected', 502, headers)
  }
  const { token: _token, ...invitation } = issued
  return Response.json({ invitation }, { headers })
}

Deno.serve(async (request) => {
  let appOrigins: string[] = []
  try {
    appOrigins = readEnv().appOrigins
    if (request.method === 'OPTIONS') return preflight(request, appOrigins)
    return await handle(request, corsHeaders(request, appOrigins))
  } catch (error) {
    const headers = corsHeaders(request, appOrigins)
    if (error instanceof FunctionError) return errorResponse(error.code, error.status, headers)
    // Never the raw error to the client.
    logFailure('invite-member failed', error)
    return errorResponse('unexpected', 500, headers)
  }
})
