import { docs, type Lint } from './types.ts'

/**
 * splinter 0028/0029: a security definer function runs with its owner's rights, past RLS, so one
 * that `anon` or `authenticated` may execute in an API schema is an rpc anyone (with a throwaway
 * account, for `authenticated`) can call. Each such function must either run as its caller
 * (`security invoker`) or be allow-listed with the reason it needs its owner's rights. Scoped to
 * the API schemas: `private` helpers are definer on purpose (RLS calls them) and are not served.
 */
function securityDefinerFunctionExecutable(role: 'anon' | 'authenticated'): Lint {
  const name = `${role}_security_definer_function_executable`
  const number = role === 'anon' ? '0028' : '0029'
  return {
    name,
    title: `SECURITY DEFINER Function Executable by ${role === 'anon' ? 'Anon' : 'Authenticated'}`,
    level: 'WARN',
    categories: ['SECURITY'],
    description: `Security definer functions in API schemas that \`${role}\` may execute: each is an rpc that runs past RLS with its owner's rights.`,
    remediation: `Make the function \`security invoker\` if the caller's own rights suffice, revoke EXECUTE from \`${role}\` (and \`public\`) if it is not an rpc, or allow-list it with the reason it needs its owner's rights. ${docs(`${number}_${name}`)}`,
    async run({ query, exposedSchemas }) {
      const rows = await query<{ schema: string; signature: string }>(
        `select n.nspname as schema, p.proname || '(' || pg_catalog.pg_get_function_identity_arguments(p.oid) || ')' as signature
           from pg_catalog.pg_proc p
           join pg_catalog.pg_namespace n on n.oid = p.pronamespace
          where p.prosecdef
            and n.nspname = any($1::text[])
            and pg_catalog.has_function_privilege($2, p.oid, 'EXECUTE')
            and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
          order by 1, 2`,
        [exposedSchemas, role],
      )
      return rows.map(({ schema, signature }) => ({
        object: `${schema}.${signature}`,
        detail: `Security definer function \`${schema}.${signature}\` is executable by \`${role}\`: it runs with its owner's rights, past RLS, via \`/rest/v1/rpc/${signature.slice(0, signature.indexOf('('))}\`.`,
      }))
    },
  }
}

export const anonSecurityDefinerFunctionExecutable = securityDefinerFunctionExecutable('anon')
export const authenticatedSecurityDefinerFunctionExecutable =
  securityDefinerFunctionExecutable('authenticated')
