import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Agent } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { BootError, type DenoProcess, spawnDeno } from './deno-process.ts'
import { type Launch } from './launch.ts'
import { forward, WorkerGoneError } from './proxy.ts'

export { BootError }

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
  readonly #process: Promise<DenoProcess>
  #exitReason = ''
  #inFlight = 0
  #idleTimer: NodeJS.Timeout | undefined
  #retiring = false
  #stopped = false
  /** Settles once the process has exited and its TMPDIR is removed. */
  #gone: Promise<void> = Promise.resolve()

  constructor(options: WorkerOptions) {
    this.#options = options
    this.#process = this.#start()
    this.#process.catch(() => {})
  }

  async fetch(request: Request, path: string): Promise<Response> {
    const deno = await this.#process
    const port = await deno.ready
    clearTimeout(this.#idleTimer)
    this.#inFlight += 1
    let timer: NodeJS.Timeout | undefined
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const seconds = this.#options.requestTimeoutMs / 1000
        reject(
          new WorkerLimitError(`The function did not respond within ${seconds}s and was stopped`),
        )
        void this.stop()
      }, this.#options.requestTimeoutMs)
    })
    try {
      const response = forward(request, { port, path, agent: this.#agent }, () => this.#settle())
      return await Promise.race([response, limit])
    } catch (error) {
      if (!(error instanceof WorkerGoneError)) throw error
      // The broken connection usually shows up before the process's exit status does.
      await Promise.race([deno.exited, delay(500)])
      if (!this.#exitReason) throw error
      throw new WorkerGoneError(`${this.#exitReason} while handling the request`)
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
    const deno = await this.#process.catch(() => undefined)
    if (!deno) return
    const { child } = deno
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      const force = setTimeout(() => child.kill('SIGKILL'), 2000)
      await deno.exited
      clearTimeout(force)
    }
    await this.#gone
  }

  #settle(): void {
    this.#inFlight -= 1
    if (this.#inFlight > 0) return
    if (this.#retiring) void this.stop()
    else this.#idleTimer = setTimeout(() => void this.stop(), this.#options.idleTimeoutMs).unref()
  }

  async #start(): Promise<DenoProcess> {
    const { name, log, bootTimeoutMs } = this.#options
    const tmpDir = await mkdtemp(join(tmpdir(), `local-supabase-fn-${name}-`))
    const cleanUp = async () => {
      // Dropped first, so a call that comes while the temp dir is removed boots a new worker.
      this.#options.onExit(this)
      clearTimeout(this.#idleTimer)
      this.#agent.destroy()
      await rm(tmpDir, { recursive: true, force: true })
    }
    if (this.#stopped) {
      await cleanUp()
      throw new BootError('The function was stopped before it started')
    }
    const marker = `@@local-supabase-${randomUUID()}`
    const launch = this.#options.launch(tmpDir, marker)
    await writeFile(launch.mainPath, launch.mainSource)
    const deno = spawnDeno(this.#options.denoPath, launch, { marker, bootTimeoutMs, log })
    this.#gone = deno.exited.then(async (reason) => {
      this.#exitReason = reason
      await cleanUp()
    })
    return deno
  }
}
