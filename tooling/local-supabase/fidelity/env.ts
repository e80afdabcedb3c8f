/** The fidelity suite's settings (the only place it reads the environment). */
export const fidelityEnv = {
  /** A local supabase-js repository (bare git dir or checkout) to read instead of cloning GitHub's. */
  source: process.env.POSTGREST_JS_SOURCE,
  /** The upstream tag; default: the installed @supabase/postgrest-js's `v<version>`. */
  ref: process.env.POSTGREST_JS_REF,
  /** The backend's port (0 = a free one). */
  port: Number(process.env.FIDELITY_PORT ?? 0),
}

/** What fidelity/setup.ts (inside the vitest run) needs: our backend's URL and publishable key. */
export const backendEnv = {
  url: process.env.FIDELITY_API_URL,
  apikey: process.env.FIDELITY_APIKEY,
}

/** The environment for the vitest child process. */
export function childEnv(backend: { url: string; publishableKey: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    CI: '1', // never write snapshots: a mismatch fails
    FIDELITY_API_URL: backend.url,
    FIDELITY_APIKEY: backend.publishableKey,
  }
}
