// POST /functions/v1/staff with a staff member's JWT (verify_jwt = true). The support console's
// only privileged path: the caller is checked first (caller.ts), then the secret key is used.
//   { op: 'find-user', query }       → { user }
//   { op: 'find-workspace', slug }   → { workspace }
//   { op: 'act', action, userId | invitationId, reason } → { audit }
// Every failure is a catalogue error { code, message }.
import { corsHeaders, preflight } from '../_shared/cors.ts'
import { errorResponse, fail, FunctionError } from '../_shared/errors.ts'
import { logFailure } from '../_shared/log.ts'
import { act } from './actions.ts'
import { readBody } from './body.ts'
import { adminClient, requireStaff } from './caller.ts'
import { readStaffEnv } from './env.ts'
import { findUser, findWorkspace } from './lookups.ts'

async function handle(request: Request, headers: Headers): Promise<Response> {
  const env = readStaffEnv()
  if (request.method !== 'POST') return fail('invalid_input', 405)
  const staff = await requireStaff(env, request)
  const body = await readBody(request)
  const admin = adminClient(env)
  const result =
    body.op === 'find-user'
      ? await findUser(admin, staff, body.query)
      : body.op === 'find-workspace'
        ? await findWorkspace(admin, staff, body.slug)
        : await act(admin, staff, body)
  return Response.json(result, { headers })
}

Deno.serve(async (request) => {
  let origins: string[] = []
  try {
    origins = readStaffEnv().consoleOrigins
    if (request.method === 'OPTIONS') return preflight(request, origins)
    return await handle(request, corsHeaders(request, origins))
  } catch (error) {
    const headers = corsHeaders(request, origins)
    if (error instanceof FunctionError) return errorResponse(error.code, error.status, headers)
    logFailure('staff failed', error)
    return errorResponse('unexpected', 500, headers)
  }
})
