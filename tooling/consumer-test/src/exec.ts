import { spawn } from 'node:child_process'
import { inheritedEnv } from './env.ts'

export interface Outcome {
  code: number
  /** stdout and stderr interleaved, as a user would see them. */
  output: string
  stdout: string
  seconds: number
}

// pnpm exports its own npm_config_* settings to scripts; a consumer's npm must not inherit them
// (only registry, proxy and CA settings, which a user on this network would have too).
const inherited = /registry|proxy|cafile|strict_ssl|^npm_config_cache$/i

export function consumerEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(inheritedEnv())) {
    if (/^(npm|pnpm)_/i.test(key) && !inherited.test(key)) continue
    env[key] = value
  }
  return { ...env, ...extra }
}

/** Runs a command to completion, capturing stdout and stderr together (never throws). */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? consumerEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let stdout = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      stdout += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const finish = (code: number) =>
      resolve({ code, output, stdout, seconds: (performance.now() - started) / 1000 })
    child.on('error', (error) => {
      output += String(error)
      finish(127)
    })
    child.on('close', (code) => finish(code ?? 1))
  })
}
