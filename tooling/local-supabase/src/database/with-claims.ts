import type { PGlite, Transaction } from '@electric-sql/pglite'

/**
 * Runs `fn` in a transaction as the role in `claims` (anon, authenticated, service_role) with the
 * JWT claims set the way PostgREST (and lite) set them, so RLS and auth.uid()/auth.jwt() behave
 * exactly as for a REST request carrying that token.
 */
export async function withClaims<T>(
  db: PGlite,
  claims: Record<string, unknown>,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const role =
    typeof claims.role === 'string' && /^[a-z_]+$/.test(claims.role) ? claims.role : 'anon'
  return db.transaction(async (tx) => {
    await tx.exec(`set local role ${role}`)
    await tx.query(
      `select set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true)`,
      [JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', role],
    )
    return fn(tx)
  })
}
