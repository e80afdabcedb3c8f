import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/**
 * Postgres extensions a migration may `create extension … with schema extensions` beyond the ones
 * lite loads itself (isn, ltree, file_fdw, pgcrypto). Hosted Supabase has them installed and
 * available; PGlite ships each contrib module as a separate import that must be handed to the
 * instance when it opens, so they are listed here, once, and every database is opened with them.
 * `create extension` stays the migration's job, as upstream.
 */
export const contribExtensions = { pg_trgm }
