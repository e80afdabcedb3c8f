import { resolve } from 'node:path'
import { type FunctionResolver, type FunctionSpec, createFunctionResolver } from './config.ts'
import { resolveDenoBinary } from './deno-binary.ts'
import { readHostEnv } from './env.ts'
import { checkJwt } from './jwt-gate.ts'
import { buildLaunch } from './launch.ts'
import { bootFailed, notFound, workerFailed, workerLimit } from './responses.ts'
import { watchFunctions } from './watch.ts'
import { BootError, FunctionWorker, WorkerLimitError } from './worker.ts'

export interface FunctionsOptions {
  /** `supabase/functions`: one folder per function, `_shared/` for common code. */
  functionsDir: string
  /** The parsed supabase/config.toml; `[functions.<name>]` is read from it. */
  config?: unknown
  /** config.toml's folder, which its paths are relative to; defaults to the parent of functionsDir. */
  supabaseDir?: string
  /** Variables every function sees: SUPABASE_URL, the API keys, SUPABASE_DB_URL… */
  env: Record<string, string | undefined>
  /** Resolves to the claims of a valid, unexpired JWT; throws otherwise. */
  verifyJwt: (token: string) => Promise<unknown>
  /** Not needed by the gate, which refuses every opaque `sb_` key (see jwt-gate.ts). */
  publishableKey?: string
  /** Worker output goes here line by line, prefixed `[fn:<name>]`; the core server's Log fits. */
  log?: FunctionsLog
  /** Longest wait for a function to call Deno.serve, including its first npm/jsr download. */
  bootTimeoutMs?: number
  /** Wall-clock limit until the response starts (Supabase's free plan allows 150 s). */
  requestTimeoutMs?: number
  /** A worker with no request for this long is stopped; the next request boots it again. */
  idleTimeoutMs?: number
  /** How long after its import a function may take to call Deno.serve. */
  serveGraceMs?: number
  /** Where `npm:` imports come from; see `LaunchInput.npm`. Default `installed`. */
  npm?: 'installed' | 'registry'
  /** A Deno cache folder of the workers' own, instead of the host's DENO_DIR (benchmarks, tests). */
  denoDir?: string
}

interface FunctionsLog {
  info(message: string): void
  warn(message: string): void
}

export interface Functions {
  handle(request: Request): Promise<Response>
  close(): Promise<void>
}

const ROUTE = /^\/functions\/v1\/([^/]+)(\/.*)?$/

/** Serves `/functions/v1/<name>[/…]` from `<functionsDir>/<name>/index.ts`, one Deno process per function. */
export function createFunctions(options: FunctionsOptions): Functions {
  // Workers run in their function's folder: a relative path would point somewhere else there.
  const functionsDir = resolve(options.functionsDir)
  const log = options.log ?? {
    info: (line: string) => console.log(line),
    warn: (line: string) => console.warn(line),
  }
  const hostEnv = { ...readHostEnv(), ...(options.denoDir ? { DENO_DIR: options.denoDir } : {}) }
  const denoPath = resolveDenoBinary(hostEnv.LOCAL_SUPABASE_DENO)
  const resolveFunction: FunctionResolver = createFunctionResolver(
    functionsDir,
    options.config,
    options.supabaseDir,
  )
  /** The current worker of each function; `live` also holds retired ones still finishing. */
  const workers = new Map<string, FunctionWorker>()
  const live = new Set<FunctionWorker>()
  const stale = new Set<string>()
  const warned = new Set<string>()
  let closed = false

  const watcher = watchFunctions(
    functionsDir,
    (name) => {
      for (const changed of name ? [name] : workers.keys())
        if (workers.has(changed)) stale.add(changed)
    },
    (message) => log.warn(message),
  )

  function workerFor(spec: FunctionSpec): FunctionWorker {
    const current = workers.get(spec.name)
    if (current && !stale.has(spec.name)) return current
    stale.delete(spec.name)
    current?.retire()
    const worker = new FunctionWorker({
      name: spec.name,
      denoPath,
      log: (line, stream) => {
        // Deno reports npm/jsr downloads on stderr; they are progress, not trouble.
        if (stream === 'stdout' || /^Download /.test(line)) log.info(`[fn:${spec.name}] ${line}`)
        else log.warn(`[fn:${spec.name}] ${line}`)
      },
      bootTimeoutMs: options.bootTimeoutMs ?? 60_000,
      requestTimeoutMs: options.requestTimeoutMs ?? 150_000,
      idleTimeoutMs: options.idleTimeoutMs ?? 300_000,
      launch: (tmpDir, marker) =>
        buildLaunch({
          spec,
          functionsDir,
          tmpDir,
          hostEnv,
          npm: options.npm,
          env: options.env,
          marker,
          serveGraceMs: options.serveGraceMs ?? 1000,
          warn: (message) => {
            if (!warned.has(message)) log.warn(`[functions] ${message}`)
            warned.add(message)
          },
        }),
      onExit: (gone) => {
        live.delete(gone)
        if (workers.get(spec.name) === gone) workers.delete(spec.name)
      },
    })
    workers.set(spec.name, worker)
    live.add(worker)
    return worker
  }

  return {
    async handle(request) {
      const url = new URL(request.url)
      const route = ROUTE.exec(url.pathname)
      const name = route?.[1] ?? ''
      const spec = resolveFunction(name)
      if (!spec) {
        // Deleted or disabled since its worker started: let the worker go too.
        workers.get(name)?.retire()
        workers.delete(name)
        return notFound()
      }
      // CORS preflights carry no Authorization header; Supabase lets them through to the function.
      if (spec.verifyJwt && request.method !== 'OPTIONS') {
        const denied = await checkJwt(request.headers.get('authorization'), options.verifyJwt)
        if (denied) return denied
      }
      if (closed) return bootFailed('The local backend is shutting down')
      const worker = workerFor(spec)
      try {
        return await worker.fetch(request, `/${spec.name}${route?.[2] ?? ''}${url.search}`)
      } catch (error) {
        if (request.signal.aborted) return failure(error)
        // A worker that failed is never reused: the next request boots a fresh one.
        if (workers.get(spec.name) === worker) workers.delete(spec.name)
        void worker.stop()
        return failure(error)
      }
    },
    async close() {
      closed = true
      watcher?.close()
      await Promise.all([...live].map((worker) => worker.stop()))
      workers.clear()
    },
  }
}

function failure(error: unknown): Response {
  const message = error instanceof Error ? error.message : String(error)
  if (error instanceof BootError) return bootFailed(message)
  if (error instanceof WorkerLimitError) return workerLimit(message)
  return workerFailed(message)
}
