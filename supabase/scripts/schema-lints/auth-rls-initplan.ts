import { loadPolicies } from './policies.ts'
import { docs, type Lint } from './types.ts'

const CALL = /\b(auth\.(?:uid|jwt|role|email)|current_setting)\s*\(/gi

/**
 * Returns the calls in a policy expression that are not the whole select list of a subquery.
 * `(select auth.uid())` is an init plan, evaluated once per statement; a bare `auth.uid()` runs
 * for every row. Each occurrence is checked, so one wrapped call does not hide a bare one.
 */
export function unwrappedCalls(expression: string | null): string[] {
  if (!expression) return []
  const bare: string[] = []
  for (const match of expression.matchAll(CALL)) {
    const before = expression.slice(0, match.index).replace(/[\s(]+$/, '')
    if (!/\bselect$/i.test(before)) bare.push(`${match[1]}()`)
  }
  return bare
}

export const authRlsInitplan: Lint = {
  name: 'auth_rls_initplan',
  title: 'Auth RLS Initialization Plan',
  level: 'WARN',
  categories: ['PERFORMANCE'],
  description:
    'Calls to auth.uid(), auth.jwt(), auth.role(), auth.email() and current_setting() in policies must be wrapped in `(select …)` so they run once per query, not once per row.',
  remediation: `Replace \`auth.uid()\` with \`(select auth.uid())\` (likewise for the others). ${docs('0003_auth_rls_initplan')}`,
  async run({ query, exposedSchemas, internalSchemas }) {
    const policies = await loadPolicies(query, [...exposedSchemas, ...internalSchemas, 'storage'])
    return policies.flatMap(({ schema, table, policy, using, check }) => {
      const calls = [...new Set([...unwrappedCalls(using), ...unwrappedCalls(check)])]
      if (calls.length === 0) return []
      return [
        {
          object: `${schema}.${table}.${policy}`,
          detail: `Policy \`${policy}\` on \`${schema}.${table}\` calls ${calls.map((c) => `\`${c}\``).join(', ')} once per row.`,
        },
      ]
    })
  },
}
