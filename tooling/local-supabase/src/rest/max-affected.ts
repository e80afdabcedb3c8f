import { withRollback } from '../database/serial-transactions.ts'

/**
 * `Prefer: handling=strict, max-affected=N` on a function call (postgrest-js `.rpc().maxAffected(N)`):
 * PostgREST refuses with 400 PGRST124 and rolls back when the function returns more than N rows.
 * lite 0.10 checks it for table writes only and committed the call. The call is first run with
 * its transaction rolled back; only when its row count fits is it run again for real. Only such
 * calls pay for the second run.
 */
export async function rpcMaxAffected(
  request: Request,
  run: (request: Request) => Promise<Response>,
): Promise<Response | undefined> {
  if (request.method !== 'POST' || !new URL(request.url).pathname.startsWith('/rest/v1/rpc/'))
    return undefined
  const prefer = request.headers.get('prefer') ?? ''
  const limit = /(?:^|[,\s])max-affected=(\d+)/.exec(prefer)?.[1]
  if (limit === undefined || !/(?:^|[,\s])handling=strict\b/.test(prefer)) return undefined
  const probe = await withRollback(() => run(request.clone()))
  if (!probe.ok) return probe
  const rows = countRows(await probe.text())
  if (rows <= Number(limit)) return run(request)
  return Response.json(
    {
      code: 'PGRST124',
      details: `The query affects ${rows} rows`,
      hint: null,
      message: 'Query result exceeds max-affected preference constraint',
    },
    { status: 400 },
  )
}

function countRows(body: string): number {
  if (body.trim() === '') return 0
  try {
    const parsed: unknown = JSON.parse(body)
    return Array.isArray(parsed) ? parsed.length : 1
  } catch {
    return 1
  }
}
