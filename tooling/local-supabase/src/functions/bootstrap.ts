/**
 * Runs inside Deno (not Node), imported first by each worker's generated main module:
 *
 *   import { finishBoot } from '<this file>'
 *   import * as fn from '<the function's index.ts>'
 *   finishBoot(fn)
 *
 * It takes over `Deno.serve` so the function listens on a free loopback port we report to the
 * parent; Supabase's edge runtime does this job with `EdgeRuntime.userWorkers`. The function is
 * a static import so Deno loads its whole module graph (`../_shared`, files elsewhere in the
 * repo, npm:, jsr:) as a program rather than a runtime read needing --allow-read.
 *
 * Protocol with the parent (worker.ts): one line on stderr, `<marker> <json>`, where json is
 * `{"ready":port}` or `{"bootError":message}`. Everything else on stdout/stderr is the function's.
 */

type Serve = (...args: unknown[]) => Deno.HttpServer

const [marker = '', graceArg = '1000'] = Deno.args
const serveGraceMs = Number(graceArg)
const originalServe = Deno.serve.bind(Deno) as Serve
let served = false
let httpServer: Deno.HttpServer | undefined

function report(message: { ready: number } | { bootError: string }): void {
  Deno.stderr.writeSync(new TextEncoder().encode(`\n${marker} ${JSON.stringify(message)}\n`))
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}

function workerError(error: unknown): Response {
  console.error(error)
  return Response.json(
    {
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
      error: errorText(error),
    },
    { status: 500 },
  )
}

function splitArgs(args: unknown[]): { options: Deno.ServeOptions; handler: Deno.ServeHandler } {
  const [first, second] = args
  if (typeof first === 'function') return { options: {}, handler: first as Deno.ServeHandler }
  const options = (first ?? {}) as Deno.ServeOptions
  const handler = typeof second === 'function' ? (second as Deno.ServeHandler) : options.handler
  if (!handler) throw new TypeError('Deno.serve needs a handler function')
  return { options, handler }
}

const serve: Serve = (...args) => {
  if (served) throw new Error('Deno.serve can only be called once per function')
  served = true
  const { options, handler } = splitArgs(args)
  // The port, hostname and transport are ours to choose, like on Supabase; the rest is kept.
  const {
    handler: _handler,
    path: _path,
    cert: _cert,
    key: _key,
    port: _port,
    hostname: _hostname,
    ...kept
  } = options
  const onError = options.onError ?? workerError
  httpServer = originalServe(
    {
      ...kept,
      port: 0,
      hostname: '127.0.0.1',
      onError: async (error: unknown) => {
        try {
          return await onError(error)
        } catch (nested) {
          return workerError(nested)
        }
      },
      onListen: (address: { hostname: string; port: number }) => {
        report({ ready: address.port })
        options.onListen?.(address)
      },
    },
    handler,
  )
  return httpServer
}
;(Deno as unknown as { serve: Serve }).serve = serve

// Supabase's runtime tells a worker it is about to be shut down with a `beforeunload` event
// (`event.detail.reason`), so a function can stop taking new work. Here the parent's SIGTERM
// (worker.ts: idle, source change, server stop) is that moment: the event fires, requests in
// flight finish (the parent's SIGKILL follows after its grace period), then the worker exits.
Deno.addSignalListener('SIGTERM', () => {
  ;(globalThis as unknown as EventTarget).dispatchEvent(
    new CustomEvent('beforeunload', { detail: { reason: 'termination' } }),
  )
  void (httpServer ? httpServer.shutdown() : Promise.resolve()).finally(() => Deno.exit(0))
})

// Supabase's runtime global for background work; a worker process outlives the response anyway.
Object.defineProperty(globalThis, 'EdgeRuntime', {
  value: {
    waitUntil(promise: Promise<unknown>) {
      promise.catch((error: unknown) => console.error(error))
      return promise
    },
  },
})

// The parent holds our stdin open; when it goes away, even by SIGKILL, so does this worker.
void (async () => {
  for await (const _chunk of Deno.stdin.readable);
  // The parent cleans our TMPDIR after a normal exit; after its own death nobody else will.
  const tmpDir = Deno.env.get('TMPDIR')
  if (tmpDir) Deno.removeSync(tmpDir, { recursive: true })
  Deno.exit(0)
})()

// A throw while the function's module evaluates arrives here, before anything is served.
;(globalThis as unknown as EventTarget).addEventListener('unhandledrejection', (event) => {
  if (served) return
  const { reason } = event as Event & { reason: unknown }
  event.preventDefault()
  console.error(reason)
  report({ bootError: errorText(reason) })
  Deno.exit(1)
})

/** Called once the function's module has evaluated. */
export function finishBoot(module: { default?: { fetch?: Deno.ServeHandler } }): void {
  // `export default { fetch }` is the other way Deno lets a module declare an HTTP handler.
  const fetch = module.default?.fetch
  if (!served && typeof fetch === 'function') serve(fetch.bind(module.default))
  if (served) return
  setTimeout(() => {
    if (served) return
    report({ bootError: 'The function did not call Deno.serve(handler)' })
    Deno.exit(1)
  }, serveGraceMs)
}
