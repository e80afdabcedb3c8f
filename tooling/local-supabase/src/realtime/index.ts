import { type IncomingMessage } from 'node:http'
import { type Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { type AuthOptions, isValidApiKey } from './auth.ts'
import { installRealtimeSchema, startCapture, type Capture } from './capture.ts'
import { Rooms } from './channel-join.ts'
import { type RealtimeDb } from './db.ts'
import { handleBroadcastRequest } from './http-broadcast.ts'
import { dispatchChange } from './postgres-changes.ts'
import { PresenceTracker } from './presence.ts'
import { parseVsn } from './protocol.ts'
import { Session } from './session.ts'
import { TableCatalog } from './table-meta.ts'

export interface RealtimeOptions {
  /** The PGlite instance @supabase/lite uses. */
  db: RealtimeDb
  verifyJwt: (token: string) => Promise<Record<string, unknown>>
  publishableKey?: string
  secretKey?: string
  /** The core's Log works as is; only `error` is used. */
  log?: { error(message: string, ...details: unknown[]): void }
}

export interface Realtime {
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void
  handleBroadcast(request: Request): Promise<Response>
  /** Resolves once the schema, triggers and listeners are in place. */
  ready: Promise<void>
  close(): Promise<void>
}

/** Largest frame a client may send; ws closes the socket with 1009 beyond it. */
const MAX_FRAME_BYTES = 1024 * 1024

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message })
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : 'Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const log = (message: string, error?: unknown) =>
    options.log ? options.log.error(message, error) : console.error(message, error ?? '')
  const auth: AuthOptions = {
    verifyJwt: options.verifyJwt,
    publishableKey: options.publishableKey,
    secretKey: options.secretKey,
  }
  const rooms = new Rooms()
  const presence = new PresenceTracker(rooms)
  const catalog = new TableCatalog(options.db)
  const sessions = new Set<Session>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  let capture: Capture | undefined

  const ready = (async () => {
    await installRealtimeSchema(options.db)
    capture = await startCapture(options.db, {
      onChange: (change) => dispatchChange(options.db, catalog, rooms, change, log),
      onDdl: () => catalog.invalidate(),
      onError: (error) => log('realtime: change capture failed', error),
    })
  })()
  ready.catch((error: unknown) => log('realtime: setup failed', error))
  const ctx = { auth, db: options.db, rooms, presence, ready, log }

  return {
    ready,
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost')
      const vsn = parseVsn(url.searchParams.getAll('vsn').at(-1) ?? null)
      if (
        !isValidApiKey(
          url.searchParams.get('apikey') ?? (req.headers.apikey as string | undefined) ?? null,
          auth,
        )
      ) {
        return refuse(socket, 401, 'Invalid API key')
      }
      if (!vsn) return refuse(socket, 400, 'Unsupported protocol version (vsn); use 1.0.0 or 2.0.0')
      wss.handleUpgrade(req, socket, head, (ws) => {
        const session = new Session(ws, vsn, ctx)
        sessions.add(session)
        ws.on('close', () => sessions.delete(session))
      })
    },
    handleBroadcast: (request) => handleBroadcastRequest(request, auth, rooms, options.db),
    async close() {
      for (const session of sessions) session.close()
      await ready.catch(() => undefined)
      await capture?.stop()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
    },
  }
}
