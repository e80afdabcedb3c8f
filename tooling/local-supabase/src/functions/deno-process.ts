import { type ChildProcess, spawn } from 'node:child_process'
import { bootHint } from './boot-hints.ts'
import { type Launch } from './launch.ts'
import { readLines } from './log-lines.ts'

/** The function never got as far as serving: import failed, no Deno.serve, exit, boot timeout. */
export class BootError extends Error {}

export interface DenoProcess {
  child: ChildProcess
  /** The loopback port the function serves on; rejects with a BootError. */
  ready: Promise<number>
  /** Resolves with a sentence saying how the process ended. */
  exited: Promise<string>
}

/**
 * Starts `deno` for one function and follows the bootstrap's report (see bootstrap.ts). The last
 * stderr lines explain an exit before the bootstrap could report, e.g. a module that won't load.
 */
export function spawnDeno(
  denoPath: string,
  launch: Launch,
  options: {
    marker: string
    bootTimeoutMs: number
    log: (line: string, stream: 'stdout' | 'stderr') => void
  },
): DenoProcess {
  const { marker, bootTimeoutMs, log } = options
  // stdin stays open and unused: the bootstrap exits when it closes, i.e. when we are gone.
  const child = spawn(denoPath, launch.args, {
    cwd: launch.cwd,
    env: launch.env,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const stderrTail: string[] = []
  let resolveReady: (port: number) => void = () => {}
  let rejectReady: (error: BootError) => void = () => {}
  const ready = new Promise<number>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  const failBoot = (message: string) => {
    rejectReady(new BootError(message))
    child.kill('SIGKILL')
  }
  const bootTimer = setTimeout(
    () => failBoot(`The function did not start within ${bootTimeoutMs / 1000}s`),
    bootTimeoutMs,
  )

  const exited = new Promise<string>((resolve) => {
    child.on('error', (error) => failBoot(`Cannot start Deno: ${error.message}`))
    child.on('close', (code, signal) => {
      clearTimeout(bootTimer)
      const reason = `The function exited (${signal ?? `code ${code}`})`
      const detail = stderrTail.length > 0 ? `: ${stderrTail.join('\n')}` : ''
      const hint = bootHint(stderrTail)
      if (hint) log(`could not start: ${hint}`, 'stderr')
      rejectReady(
        new BootError(`${reason} before calling Deno.serve${hint ? ` — ${hint}` : ''}${detail}`),
      )
      resolve(reason)
    })
  })

  readLines(child.stdout, marker, (line) => log(line, 'stdout'))
  readLines(
    child.stderr,
    marker,
    (line) => {
      stderrTail.push(line)
      if (stderrTail.length > 10) stderrTail.shift()
      log(line, 'stderr')
    },
    (json) => {
      const message = JSON.parse(json) as { ready?: number; bootError?: string }
      clearTimeout(bootTimer)
      if (message.ready) resolveReady(message.ready)
      else failBoot(message.bootError ?? 'The function failed to start')
    },
  )
  ready.catch(() => {})
  return { child, ready, exited }
}
