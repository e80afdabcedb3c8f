import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { type Launch } from './launch.ts'
import { readLines } from './log-lines.ts'
import { forward, WorkerGoneError } from './proxy.ts'

/** The function never got as far as serving: import failed, no Deno.serve, exit, boot timeout. */
export class BootError extends Error {}
/** The function took longer than the wall-clock limit to answer and was stopped. */
export class WorkerLimitError extends Error {}

export interface WorkerOptions {
  name: string
  denoPath: string
  launch: (tmpDir: string, marker: string) => Launch
  log: (line: string, stream: 'stdout' | 'stderr') => void
  bootTimeoutMs: number
  requestTimeoutMs: number
  idleTimeoutMs: number
  /** Called once when the worker is gone for good, so the pool can forget it. */
  onExit: (worker: FunctionWorker) => void
}

/** One Deno process serving one function, booted on creation and kept warm until idle. */
export class FunctionWorker {
  readonly #options: WorkerOptions
  readonly #agent = new Agent({ keepAlive: true })
  readonly #port: Promise<number>
  #child: ChildProcess | undefined
  #exited: Promise<void> | undefined
  #exitReason = ''
  #inFlight = 0
  #idleTimer: NodeJS.Timeout | undefined
  #retiring = false
  #stopped = false

  constructor(options: WorkerOptions) {
    this.#options = options
    this.#port = this.#boot()
    this.#port.catch(() => {})
  }

  async fetch(request: Request, path: string): Promise<Response> {
    const port = await this.#port
    clearTimeout(this.#idleTimer)
    this.#inFlight += 1
    let timer: NodeJS.Timeout | undefined
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const seconds = this.#options.requestTimeoutMs / 1000
        reject(new WorkerLimitError(`The function did not respond within ${seconds}s and was stopped`))
        void this.stop()
      }, this.#options.requestTimeoutMs)
    })
    try {
      return await Promise.race([forward(request, { port, path, agent: this.#agent }, () => this.#settle()), limit])
    } catch (error) {
      if (!(error instanceof WorkerGoneError)) throw error
      // The broken connection usually shows up before the process's exit status does.
      await Promise.race([this.#exited, delay(500)])
      throw this.#exitReason ? new WorkerGoneError(`${this.#exitReason} while handling the request`) : error
    } finally {
      clearTimeout(timer)
    }
  }

  /** Stops the worker once its in-flight requests are done (after a source change). */
  retire(): void {
    this.#retiring = true
    if (this.#inFlight === 0) void this.stop()
  }

  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#idleTimer)
    this.#agent.destroy()
    const child = this.#child
    if (!child || !this.#exited) return
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const force = setTimeout(() => child.kill('SIGKILL'), 2000)
      await this.#exited
      clearTimeout(force)
    }
  }

  #settle(): void {
    this.#inFlight -= 1
    if (this.#inFlight > 0) return
    if (this.#retiring) void this.stop()
    else this.#idleTimer = setTimeout(() => void this.stop(), this.#options.idleTimeoutMs).unref()
  }

  async #boot(): Promise<number> {
    const { name, log, bootTimeoutMs } = this.#options
    const tmpDir = await mkdtemp(join(tmpdir(), `local-supabase-fn-${name}-`))
    if (this.#stopped) {
      await rm(tmpDir, { recursive: true, force: true })
      this.#options.onExit(this)
      throw new BootError('The function was stopped before it started')
    }
    const marker = `@@local-supabase-${randomUUID()}`
    const launch = this.#options.launch(tmpDir, marker)
    const child = spawn(this.#options.denoPath, launch.args, { cwd: launch.cwd, env: launch.env, stdio: ['ignore', 'pipe', 'pipe'] })
    this.#child = child
    const stderrTail: string[] = []

    return new Promise<number>((resolve, reject) => {
      const failBoot = (message: string) => {
        reject(new BootError(message))
        void this.stop()
      }
      const bootTimer = setTimeout(() => failBoot(`The function did not start within ${bootTimeoutMs / 1000}s`), bootTimeoutMs)
      this.#exited = new Promise((exited) => {
        child.on('error', (error) => failBoot(`Cannot start Deno: ${error.message}`))
        child.on('close', (code, signal) => {
          clearTimeout(bootTimer)
          this.#exitReason = `The function exited (${signal ?? `code ${code}`})`
          const detail = stderrTail.length > 0 ? `: ${stderrTail.join('\n')}` : ''
          reject(new BootError(`${this.#exitReason} before calling Deno.serve${detail}`))
          clearTimeout(this.#idleTimer)
          this.#agent.destroy()
          void rm(tmpDir, { recursive: true, force: true })
          this.#options.onExit(this)
          exited()
        })
      })
      readLines(child.stdout!, marker, (line) => log(line, 'stdout'))
      readLines(
        child.stderr!,
        marker,
        (line) => {
          stderrTail.push(line)
          if (stderrTail.length > 10) stderrTail.shift()
          log(line, 'stderr')
        },
        (json) => {
          const message = JSON.parse(json) as { ready?: number; bootError?: string }
          clearTimeout(bootTimer)
          if (message.ready) resolve(message.ready)
          else failBoot(message.bootError ?? 'The function failed to start')
        },
      )
    })
  }
}
