/** A host variable named by config.toml's `env(NAME)`, as the Supabase CLI reads them. */
export function hostVariable(name: string): string | undefined {
  return process.env[name]
}

/**
 * The bcrypt cost of new password hashes. lite reads LITE_AUTH_BCRYPT_COST at each hash it makes
 * (sign-up, a password change; default 10, GoTrue's), and the admin API here hashes with the same.
 * Test runs set 4, bcrypt's least: every user they make and sign in then costs the backend's one
 * thread about 1 ms instead of 170 ms (tooling/vitest, the Playwright configs).
 */
export function passwordHashCost(): number {
  const cost = Number(process.env.LITE_AUTH_BCRYPT_COST)
  return Number.isInteger(cost) && cost >= 4 && cost <= 31 ? cost : 10
}

/**
 * The only other process.env access in the core. lite's own CLI (`lite …`) sends usage telemetry
 * unless told not to; we never run it, but anything spawned from this process (a developer's
 * `npx lite`, Deno functions) inherits these opt-outs.
 */
export function disableLiteTelemetry(): void {
  process.env.LITE_TELEMETRY = '0'
  process.env.DO_NOT_TRACK ??= '1'
}
