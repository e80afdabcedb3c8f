import { spawn, spawnSync } from 'node:child_process'
import { startLocalSupabase } from '@teamboard/local-supabase'
import { E2E_BASE_URL, E2E_SUPABASE_PORT, E2E_WEB_PORT, productionEnv } from '../e2e/env.ts'

/** The e2e production build, unless `--no-build` says to reuse the one in the e2e dist dir. */
export function buildUnlessReused(): void {
  if (process.argv.includes('--no-build')) return
  const built = spawnSync('node', ['e2e/build.ts'], { stdio: 'inherit' })
  if (built.status !== 0) process.exit(built.status ?? 1)
}

/** The real local backend and `next start` on the e2e ports; `stop()` ends both. */
export async function serve(): Promise<{ stop: () => Promise<void> }> {
  // The wait below takes any server on the port for this one: a `next start` left over from an
  // interrupted run would be measured instead of this build (and serve its chunks to this build's
  // pages as errors).
  const taken = await fetch(`${E2E_BASE_URL}/`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`${E2E_BASE_URL} already answers: stop that server first`)
  const backend = await startLocalSupabase({ port: E2E_SUPABASE_PORT, quiet: true })
  const web = spawn('next', ['start', '--port', String(E2E_WEB_PORT), '--hostname', '127.0.0.1'], {
    env: productionEnv(),
    stdio: 'ignore',
  })
  const stop = async () => {
    web.kill()
    await backend.stop()
  }
  for (let i = 0; ; i++) {
    const up = await fetch(`${E2E_BASE_URL}/`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { stop }
    if (i > 120) {
      await stop()
      throw new Error('next start did not come up')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
