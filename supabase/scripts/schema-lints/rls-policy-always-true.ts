import { clientRoles, loadPolicies, normalizeExpression } from './policies.ts'
import { docs, type Lint } from './types.ts'

const ALWAYS_TRUE = new Set(['true', '1=1', "'t'::boolean", "'true'::boolean"])
const isAlwaysTrue = (expression: string | null) =>
  expression !== null && ALWAYS_TRUE.has(normalizeExpression(expression))

/**
 * A write policy that is always true lets every client role change every row: RLS is on in name
 * only. Read policies with `using (true)` are a deliberate choice for public data and are left
 * to the RLS tests. An update policy without `with check` reuses its `using`.
 */
export const rlsPolicyAlwaysTrue: Lint = {
  name: 'rls_policy_always_true',
  title: 'RLS Policy Always True',
  level: 'WARN',
  categories: ['SECURITY'],
  description:
    'Insert, update and delete policies for anon or authenticated must not be always true (`using (true)`, `with check (true)`).',
  remediation: `Restrict the policy to the rows the role may write, e.g. \`with check ((select auth.uid()) = user_id)\`. ${docs('0024_permissive_rls_policy')}`,
  async run({ query, exposedSchemas }) {
    const policies = await loadPolicies(query, [...exposedSchemas, 'storage'])
    return policies.flatMap(
      ({ schema, table, policy, permissive, command, roles, using, check }) => {
        if (!permissive || command === 'select' || clientRoles(roles).length === 0) return []
        const usingTrue = command !== 'insert' && isAlwaysTrue(using)
        const checkTrue =
          command !== 'delete' && (isAlwaysTrue(check) || (check === null && usingTrue))
        if (!usingTrue && !checkTrue) return []
        const clause = [usingTrue && 'using', checkTrue && 'with check']
          .filter(Boolean)
          .join(' and ')
        return [
          {
            object: `${schema}.${table}.${policy}`,
            detail: `Policy \`${policy}\` (${command}) on \`${schema}.${table}\` is always true in its ${clause}, so ${clientRoles(roles).join(' and ')} can write any row.`,
          },
        ]
      },
    )
  },
}
