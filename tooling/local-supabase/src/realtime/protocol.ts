/**
 * Phoenix wire format as realtime-js speaks it: vsn 1.0.0 sends JSON objects, vsn 2.0.0 sends
 * JSON arrays `[join_ref, ref, topic, event, payload]` plus binary user-broadcast frames
 * (kind 3 client→server, kind 4 server→client) — see realtime-js src/lib/serializer.ts.
 */
export type Vsn = '1.0.0' | '2.0.0'

export interface PhoenixMessage {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

/** A frame the server sends; `binary` carries a broadcast that left the client as binary. */
export type Outgoing = string | Uint8Array

export class ProtocolError extends Error {}

const KIND_USER_BROADCAST_PUSH = 3
const KIND_USER_BROADCAST = 4
const ENCODING_BINARY = 0
const ENCODING_JSON = 1

export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '' || value.startsWith('1.')) return '1.0.0'
  if (value.startsWith('2.')) return '2.0.0'
  return null
}

function asRef(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  throw new ProtocolError('ref must be a string')
}

function checked(
  join_ref: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): PhoenixMessage {
  if (typeof topic !== 'string' || topic === '')
    throw new ProtocolError('topic must be a non-empty string')
  if (typeof event !== 'string' || event === '')
    throw new ProtocolError('event must be a non-empty string')
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw new ProtocolError('payload must be an object')
  }
  return { join_ref: asRef(join_ref), ref: asRef(ref), topic, event, payload }
}

export function decodeText(text: string, vsn: Vsn): PhoenixMessage {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ProtocolError('invalid JSON')
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5)
      throw new ProtocolError('expected [join_ref, ref, topic, event, payload]')
    return checked(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4])
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ProtocolError('expected a message object')
  const m = parsed as Record<string, unknown>
  return checked(m.join_ref, m.ref, m.topic, m.event, m.payload)
}

/** Decodes a kind-3 user broadcast push into the same shape a JSON `broadcast` push has. */
export function decodeBinary(bytes: Uint8Array): PhoenixMessage {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.byteLength < 7 || view.getUint8(0) !== KIND_USER_BROADCAST_PUSH)
    throw new ProtocolError('unsupported binary frame')
  const sizes = [1, 2, 3, 4, 5].map((i) => view.getUint8(i))
  const encoding = view.getUint8(6)
  let offset = 7
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const parts: string[] = []
  for (const size of sizes) {
    if (offset + size > bytes.byteLength) throw new ProtocolError('truncated binary frame')
    try {
      parts.push(decoder.decode(bytes.subarray(offset, offset + size)))
    } catch {
      throw new ProtocolError('binary frame header is not UTF-8')
    }
    offset += size
  }
  const [joinRef, ref, topic, userEvent, metadata] = parts as [
    string,
    string,
    string,
    string,
    string,
  ]
  const body = bytes.slice(offset)
  let payload: unknown = body
  if (encoding === ENCODING_JSON) {
    try {
      payload = JSON.parse(new TextDecoder().decode(body))
    } catch {
      throw new ProtocolError('broadcast payload is not JSON')
    }
  } else if (encoding !== ENCODING_BINARY) throw new ProtocolError('unknown payload encoding')
  let meta: Record<string, unknown> = {}
  if (metadata !== '') {
    try {
      meta = JSON.parse(metadata) as Record<string, unknown>
    } catch {
      throw new ProtocolError('broadcast metadata is not JSON')
    }
  }
  return checked(joinRef || null, ref || null, topic, 'broadcast', {
    ...meta,
    type: 'broadcast',
    event: userEvent,
    payload,
  })
}

export function encode(message: PhoenixMessage, vsn: Vsn): string {
  const { join_ref, ref, topic, event, payload } = message
  if (vsn === '2.0.0') return JSON.stringify([join_ref, ref, topic, event, payload])
  return JSON.stringify({ join_ref, ref, topic, event, payload })
}

/** Kind-4 frame realtime-js decodes into `{ type: 'broadcast', event, payload }`. */
export function encodeUserBroadcast(
  topic: string,
  userEvent: string,
  payload: unknown,
): Uint8Array {
  const encoder = new TextEncoder()
  const topicBytes = encoder.encode(topic)
  const eventBytes = encoder.encode(userEvent)
  const binary = payload instanceof Uint8Array
  const body = binary ? payload : encoder.encode(JSON.stringify(payload ?? {}))
  if (topicBytes.length > 255 || eventBytes.length > 255)
    throw new ProtocolError('topic or event longer than 255 bytes')
  const header = [
    KIND_USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    0,
    binary ? ENCODING_BINARY : ENCODING_JSON,
  ]
  const out = new Uint8Array(header.length + topicBytes.length + eventBytes.length + body.length)
  out.set(header, 0)
  out.set(topicBytes, header.length)
  out.set(eventBytes, header.length + topicBytes.length)
  out.set(body, header.length + topicBytes.length + eventBytes.length)
  return out
}

export function reply(
  request: PhoenixMessage,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): PhoenixMessage {
  return {
    join_ref: request.join_ref,
    ref: request.ref,
    topic: request.topic,
    event: 'phx_reply',
    payload: { status, response },
  }
}
