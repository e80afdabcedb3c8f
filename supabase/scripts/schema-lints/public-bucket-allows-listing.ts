import { clientRoles, loadPolicies } from './policies.ts'
import { docs, type Lint } from './types.ts'

const LITERAL = /'(?:[^']|'')*'/g
const IDENTIFIER = /(^|[^.\w"])([a-z_][a-z0-9_]*)\b(?!\s*\.)/g

/**
 * Whether a select policy on storage.objects lets a role list the bucket: it applies to the
 * bucket (names it, or names no bucket at all) and constrains no column but `bucket_id`, so
 * nothing narrows the rows to a folder or an owner. A public bucket serves its objects by URL
 * without any policy; a broad select policy only adds listing every file.
 */
export function listsBucket(
  expression: string | null,
  bucketId: string,
  columns: string[],
): boolean {
  if (expression === null) return true
  const mentionsBucket = /\bbucket_id\b/.test(expression)
  if (mentionsBucket && !expression.includes(`'${bucketId.replaceAll("'", "''")}'`)) return false
  const withoutLiterals = expression.replace(LITERAL, "''")
  const referenced = [...withoutLiterals.matchAll(IDENTIFIER)].map((match) => match[2] ?? '')
  return !referenced.some((name) => name !== 'bucket_id' && columns.includes(name))
}

export const publicBucketAllowsListing: Lint = {
  name: 'public_bucket_allows_listing',
  title: 'Public Bucket Allows Listing',
  level: 'WARN',
  categories: ['SECURITY'],
  description:
    'A public bucket must not have a select policy on storage.objects broad enough to list every file in it.',
  remediation: `Drop the broad select policy (public URLs do not need it) or narrow it, e.g. to the owner's folder. ${docs('0025_public_bucket_allows_listing')}`,
  async run({ query }) {
    const buckets = await query<{ id: string }>(
      `select id from storage.buckets where public order by id`,
    )
    if (buckets.length === 0) return []
    const columns = (
      await query<{ name: string }>(
        `select attname::text as name from pg_catalog.pg_attribute where attrelid = 'storage.objects'::regclass and attnum > 0 and not attisdropped`,
      )
    ).map((row) => row.name)
    const policies = (await loadPolicies(query, ['storage'])).filter(
      (p) =>
        p.table === 'objects' &&
        p.permissive &&
        (p.command === 'select' || p.command === 'all') &&
        clientRoles(p.roles).length > 0,
    )
    return buckets.flatMap(({ id }) => {
      const broad = policies.filter((p) => listsBucket(p.using, id, columns))
      if (broad.length === 0) return []
      return [
        {
          object: `storage.buckets.${id}`,
          detail: `Public bucket \`${id}\` has broad select ${broad.length === 1 ? 'policy' : 'policies'} on \`storage.objects\` (${broad.map((p) => `\`${p.policy}\``).join(', ')}), so clients can list every file in it.`,
        },
      ]
    })
  },
}
