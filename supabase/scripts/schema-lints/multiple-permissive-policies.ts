import { clientRoles, loadPolicies } from './policies.ts'
import { docs, type Lint } from './types.ts'

const ACTIONS = ['select', 'insert', 'update', 'delete'] as const

/**
 * Permissive policies are OR-ed, and Postgres evaluates each of them for every row: two policies
 * for the same role and action cost twice and are harder to reason about than one. storage.objects
 * is left out on purpose: its policies are one set per bucket, the pattern Supabase documents.
 */
export const multiplePermissivePolicies: Lint = {
  name: 'multiple_permissive_policies',
  title: 'Multiple Permissive Policies',
  level: 'WARN',
  categories: ['PERFORMANCE'],
  description: 'A table in an API schema has at most one permissive policy per role and action.',
  remediation: `Merge the policies into one (OR the conditions) or make the extra ones restrictive. ${docs('0006_multiple_permissive_policies')}`,
  async run({ query, exposedSchemas }) {
    const policies = await loadPolicies(query, exposedSchemas)
    const groups = new Map<
      string,
      { schema: string; table: string; role: string; action: string; names: string[] }
    >()
    for (const p of policies.filter((policy) => policy.permissive)) {
      const actions = p.command === 'all' ? ACTIONS : [p.command]
      for (const role of clientRoles(p.roles)) {
        for (const action of actions) {
          const key = `${p.schema}.${p.table}.${role}.${action}`
          const group = groups.get(key) ?? {
            schema: p.schema,
            table: p.table,
            role,
            action,
            names: [],
          }
          group.names.push(p.policy)
          groups.set(key, group)
        }
      }
    }
    return [...groups.values()]
      .filter((group) => group.names.length > 1)
      .map(({ schema, table, role, action, names }) => ({
        object: `${schema}.${table}.${role}.${action}`,
        detail: `Table \`${schema}.${table}\` has ${names.length} permissive ${action} policies for role \`${role}\`: ${names.map((n) => `\`${n}\``).join(', ')}.`,
      }))
  },
}
