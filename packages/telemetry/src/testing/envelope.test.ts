import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { decodeBody, parseEnvelope } from './envelope.js'

const body = [
  '{"event_id":"abc","dsn":"http://k@127.0.0.1:1/1"}',
  '{"type":"event"}',
  '{"message":"hello"}',
  '{"type":"attachment","length":5,"filename":"a.txt"}',
  'a\nb\nc',
  '{"type":"client_report"}',
  '{"discarded_events":[]}',
].join('\n')

describe('parseEnvelope', () => {
  it('reads newline-delimited and length-prefixed items, including binary payloads with newlines', () => {
    const envelope = parseEnvelope(Buffer.from(body))
    expect(envelope.headers.event_id).toBe('abc')
    expect(envelope.items.map((item) => item.type)).toEqual([
      'event',
      'attachment',
      'client_report',
    ])
    expect(envelope.items[0]?.payload).toEqual({ message: 'hello' })
    expect(String(envelope.items[1]?.payload)).toBe('a\nb\nc')
    expect(envelope.items[2]?.payload).toEqual({ discarded_events: [] })
  })

  it('decodes gzip bodies with or without a content-encoding header', () => {
    const zipped = gzipSync(Buffer.from(body))
    expect(parseEnvelope(decodeBody(zipped, 'gzip')).items).toHaveLength(3)
    expect(parseEnvelope(decodeBody(zipped)).items).toHaveLength(3)
  })
})
