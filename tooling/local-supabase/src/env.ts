/** A host variable named by config.toml's `env(NAME)`, as the Supabase CLI reads them. */
export function hostVariable(name: string): string | undefined {
  return process.env[name]
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
