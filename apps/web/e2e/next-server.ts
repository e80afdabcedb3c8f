import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { expect } from '@playwright/test'
import { productionEnv } from './env.ts'

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const appDir = new URL('..', import.meta.url)

/**
 * `next build` of a second variant of the app (its `NEXT_DIST_DIR` in `env`), for a spec that
 * needs a setting the e2e build inlines differently. Rejects with the build's output if it fails.
 */
export async function buildNext(env: Record<string, string>): Promise<void> {
  const build = spawn(process.execPath, [nextBin, 'build'], {
    cwd: appDir,
    env: productionEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  build.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  build.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const [code] = (await once(build, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`next build exited with ${code}:\n${output.slice(-4_000)}`)
}

/**
 * `next start` on `port` for the build in `env`'s `NEXT_DIST_DIR`, once `/` answers 200.
 * Returns its base URL, a stop function and what the server has logged so far.
 */
export async function serveNext(port: number, env: Record<string, string>) {
  const server = spawn(
    process.execPath,
    [nextBin, 'start', '--port', String(port), '--hostname', '127.0.0.1'],
    { cwd: appDir, env: productionEnv(env), stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const log = () => output
  const url = `http://127.0.0.1:${port}`
  const stop = () => void server.kill('SIGKILL')
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200)
  } catch (error) {
    stop()
    throw error
  }
  return { url, stop, log }
}
