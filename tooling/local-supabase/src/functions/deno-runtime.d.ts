/**
 * The slice of Deno's runtime API used by bootstrap.ts and by the fixture functions under
 * test/fixtures/functions: both run in Deno but are type-checked with this package's Node code.
 */
declare namespace Deno {
  interface ServeHandlerInfo {
    remoteAddr: { hostname: string; port: number; transport: 'tcp' }
  }
  type ServeHandler = (request: Request, info: ServeHandlerInfo) => Response | Promise<Response>
  interface ServeOptions {
    port?: number
    hostname?: string
    path?: string
    cert?: string
    key?: string
    signal?: AbortSignal
    handler?: ServeHandler
    onError?: (error: unknown) => Response | Promise<Response>
    onListen?: (address: { hostname: string; port: number }) => void
  }
  interface HttpServer {
    finished: Promise<void>
    shutdown(): Promise<void>
  }
  function serve(handler: ServeHandler): HttpServer
  function serve(options: ServeOptions, handler: ServeHandler): HttpServer
  function serve(options: ServeOptions & { handler: ServeHandler }): HttpServer

  const args: string[]
  const env: { get(name: string): string | undefined; toObject(): Record<string, string> }
  const stdin: { readable: ReadableStream<Uint8Array> }
  const stderr: { writeSync(bytes: Uint8Array): number }
  function removeSync(path: string, options?: { recursive?: boolean }): void
  function exit(code?: number): never
  function addSignalListener(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void
}

/** Fixture functions import supabase-js the Deno way; its types are the npm package's. */
declare module 'npm:@supabase/supabase-js@2.119.0' {
  export * from '@supabase/supabase-js'
}
