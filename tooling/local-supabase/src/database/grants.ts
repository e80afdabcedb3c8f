import type { PgliteConnection } from '@supabase/lite/pglite'

/**
 * lite 0.10's `PgliteConnection.ensureRlsContext()` runs on the first REST request and, for every
 * schema that has a table with RLS, `GRANT ALL ON ALL TABLES … TO anon, authenticated,
 * service_role` plus matching default privileges. That silently widens the migrations' table and
 * column grants (a member could rewrite `workspaces.created_by`), so grants could not be tested
 * locally. And had no table had RLS at that moment, it would have cached "inactive" and served
 * every later request as the superuser. Our bootstrap SQL already creates the roles and Supabase's
 * default grants, so the context is marked ready and lite never runs those statements.
 */
export function keepMigrationGrants(connection: PgliteConnection): void {
  ;(connection as unknown as { rlsState: string }).rlsState = 'active'
}
