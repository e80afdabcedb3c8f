/**
 * The exports of a `'use server'` module that do not come from the action wrapper. Every export
 * of such a module is a public endpoint, so each must be `export const name = action(…)`,
 * `workspaceAction(…)` or `publicAction(…)`; types are erased and allowed.
 */
export function unwrappedExports(source: string): string[] {
  const statements = source.match(/^export\s.*$/gm) ?? []
  return statements.filter(
    (statement) =>
      !/^export\s+(type|interface)\s/.test(statement) &&
      !/^export\s+const\s+\w+\s*=\s*(action|workspaceAction|publicAction)\(/.test(statement),
  )
}

/** A module starts with the `'use server'` directive (after comments). */
export function isServerActionModule(source: string): boolean {
  return /^(\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*['"]use server['"]/.test(source)
}
