import { z } from 'zod'

/**
 * The few host variables a Deno worker needs to find its module cache, the npm registry, any
 * proxy, and the CA certificates of a TLS-inspecting network (without them a download fails with
 * "invalid peer certificate: UnknownIssuer"). Serving downloads nothing by default (see launch.ts),
 * but a function served with `npm: 'registry'` or a function's own fetch() still needs them; turbo
 * passes them through (turbo.json's globalPassThroughEnv) without making them part of a cache
 * key. Everything else in the host environment stays out of the function's reach, as on Supabase,
 * where a function sees only its own secrets.
 */
const schema = z.object({
  HOME: z.string().optional(),
  XDG_CACHE_HOME: z.string().optional(),
  DENO_DIR: z.string().optional(),
  DENO_CERT: z.string().optional(),
  DENO_TLS_CA_STORE: z.string().optional(),
  /** Deno reads Node's variable for extra CA certificates too. */
  NODE_EXTRA_CA_CERTS: z.string().optional(),
  /** Read with DENO_TLS_CA_STORE=system. */
  SSL_CERT_FILE: z.string().optional(),
  SSL_CERT_DIR: z.string().optional(),
  NPM_CONFIG_REGISTRY: z.url().optional(),
  HTTP_PROXY: z.string().optional(),
  HTTPS_PROXY: z.string().optional(),
  NO_PROXY: z.string().optional(),
  http_proxy: z.string().optional(),
  https_proxy: z.string().optional(),
  no_proxy: z.string().optional(),
  ALL_PROXY: z.string().optional(),
  all_proxy: z.string().optional(),
  /** Overrides the Deno binary from the `deno` npm package. */
  LOCAL_SUPABASE_DENO: z.string().optional(),
})

export type HostEnv = z.infer<typeof schema>

export function readHostEnv(source: NodeJS.ProcessEnv = process.env): HostEnv {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    throw new Error(`Invalid environment for edge functions: ${z.prettifyError(parsed.error)}`)
  }
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value))
}
