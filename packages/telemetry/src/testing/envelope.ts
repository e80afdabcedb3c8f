import { gunzipSync } from 'node:zlib'

export interface EnvelopeItem {
  type: string
  headers: Record<string, unknown>
  /** JSON payloads parsed; anything else (attachments, replay recordings) as raw bytes. */
  payload: unknown
}

export interface Envelope {
  headers: Record<string, unknown>
  items: EnvelopeItem[]
}

const NEWLINE = 0x0a

/** Decompresses gzip bodies: the browser transport may send compressed envelopes. */
export function decodeBody(body: Buffer, contentEncoding?: string): Buffer {
  const gzipped = contentEncoding?.includes('gzip') || (body[0] === 0x1f && body[1] === 0x8b)
  return gzipped ? gunzipSync(body) : body
}

/**
 * Parses the envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON
 * header line, then items of a JSON header line and a payload that is either `length` bytes
 * or runs to the next newline.
 */
export function parseEnvelope(body: Buffer): Envelope {
  let offset = 0
  const readLine = (): Buffer => {
    const end = body.indexOf(NEWLINE, offset)
    const line = body.subarray(offset, end === -1 ? body.length : end)
    offset = end === -1 ? body.length : end + 1
    return line
  }
  const headers = JSON.parse(readLine().toString('utf8')) as Record<string, unknown>
  const items: EnvelopeItem[] = []
  while (offset < body.length) {
    const headerLine = readLine()
    if (headerLine.length === 0) continue
    const itemHeaders = JSON.parse(headerLine.toString('utf8')) as Record<string, unknown>
    let raw: Buffer
    if (typeof itemHeaders.length === 'number') {
      raw = body.subarray(offset, offset + itemHeaders.length)
      offset += itemHeaders.length
      if (body[offset] === NEWLINE) offset += 1
    } else {
      raw = readLine()
    }
    items.push({ type: String(itemHeaders.type), headers: itemHeaders, payload: parsePayload(raw) })
  }
  return { headers, items }
}

function parsePayload(raw: Buffer): unknown {
  try {
    return JSON.parse(raw.toString('utf8'))
  } catch {
    return raw
  }
}
