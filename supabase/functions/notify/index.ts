// POST /functions/v1/notify, called by the Supabase Cron job `notify-mail` through pg_net with the
// secret key (verify_jwt = false: that key is not a JWT; the check is here). Sends every due
// notification mail (deliver.ts) and answers { sent, dropped, failed }.
import { errorResponse } from '../_shared/errors.ts'
import { logFailure } from '../_shared/log.ts'
import { createMailer } from '../_shared/mailer.ts'
import { bearerToken } from '../_shared/request.ts'
import { deliverDueMails } from './deliver.ts'
import { readNotifyEnv } from './env.ts'

/** Below the 60 s pg_net timeout the job sets and the mails' 60 s lease. */
const BUDGET_MS = 45_000

// The edge runtime announces a shutdown (limits, idle, deploys) with `beforeunload`: finish the
// mail in flight, take no new one.
let stopping = false
addEventListener('beforeunload', () => {
  stopping = true
})

function sameKey(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given)
  const b = new TextEncoder().encode(expected)
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

Deno.serve(async (request) => {
  try {
    const env = readNotifyEnv()
    const token = bearerToken(request)
    if (request.method !== 'POST' || !token || !sameKey(token, env.secretKey))
      return errorResponse('forbidden', 401)
    const tally = await deliverDueMails(env, createMailer(env), BUDGET_MS, () => stopping)
    return Response.json(tally)
  } catch (error) {
    logFailure('notify failed', error)
    return errorResponse('unexpected', 500)
  }
})
