import { txOutcome, type PostgrestSettings } from './settings.ts'
import { headAndCount } from './head-count.ts'
import { rpcMaxAffected } from './max-affected.ts'
import { withRollback } from '../database/serial-transactions.ts'

/**
 * `Prefer: tx=rollback|commit` as PostgREST handles it (db-tx-end): lite 0.10 echoed `tx=rollback`
 * in Preference-Applied and committed anyway. Now the request's transactions roll back when
 * PostgREST's setting lets the preference through (or makes rollback the default), and
 * Preference-Applied names `tx=` only when the preference was honoured.
 */
export async function restWithTx(
  request: Request,
  settings: PostgrestSettings,
  run: (request: Request) => Promise<Response>,
): Promise<Response> {
  const prefer = request.headers.get('prefer')
  const { rollback, applied } = txOutcome(settings.txEnd, prefer)
  const call = async (req: Request) => (await rpcMaxAffected(req, run)) ?? headAndCount(req, run)
  const response = rollback ? await withRollback(() => call(request)) : await call(request)
  if (!prefer?.includes('tx=') && !applied) return response
  const header = response.headers.get('preference-applied')
  const parts = (header ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('tx='))
  if (applied) parts.push(`tx=${applied}`)
  const headers = new Headers(response.headers)
  if (parts.length > 0) headers.set('Preference-Applied', parts.join(', '))
  else headers.delete('Preference-Applied')
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
