import { describe, expect, it } from 'vitest'
import {
  ProtocolError,
  decodeBinary,
  decodeText,
  encode,
  encodeUserBroadcast,
  parseVsn,
} from './protocol.ts'

/** Builds a kind-3 frame byte for byte as realtime-js's Serializer._encodeUserBroadcastPush does. */
function userBroadcastPush(
  parts: { joinRef: string; ref: string; topic: string; event: string; meta: string },
  encoding: number,
  body: Uint8Array,
) {
  const enc = new TextEncoder()
  const fields = [parts.joinRef, parts.ref, parts.topic, parts.event, parts.meta].map((s) =>
    enc.encode(s),
  )
  const header = [3, ...fields.map((f) => f.length), encoding]
  return Uint8Array.from([...header, ...fields.flatMap((f) => [...f]), ...body])
}

describe('phoenix serializer', () => {
  it('reads vsn 2 arrays and vsn 1 objects into the same message', () => {
    const v2 = decodeText('["1","2","realtime:room","phx_join",{"a":1}]', '2.0.0')
    const v1 = decodeText(
      '{"join_ref":"1","ref":"2","topic":"realtime:room","event":"phx_join","payload":{"a":1}}',
      '1.0.0',
    )
    expect(v2).toEqual(v1)
    expect(encode(v2, '2.0.0')).toBe('["1","2","realtime:room","phx_join",{"a":1}]')
    expect(JSON.parse(encode(v1, '1.0.0'))).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { a: 1 },
    })
  })

  it('rejects malformed frames with a ProtocolError', () => {
    for (const bad of [
      '{',
      '[]',
      '[1,2,3,4,5]',
      '["1","2","t","e","not an object"]',
      'null',
      '42',
    ]) {
      expect(() => decodeText(bad, '2.0.0')).toThrow(ProtocolError)
    }
    expect(() => decodeText('["1","2","t","e",{}]', '1.0.0')).toThrow(ProtocolError)
    expect(() => decodeBinary(Uint8Array.from([9, 9, 9]))).toThrow(ProtocolError)
    expect(() => decodeBinary(Uint8Array.from([3, 200, 0, 0, 0, 0, 1]))).toThrow(ProtocolError)
  })

  it('decodes the binary broadcast push realtime-js sends, JSON and binary payloads', () => {
    const body = new TextEncoder().encode('{"x":1}')
    const json = decodeBinary(
      userBroadcastPush(
        { joinRef: '4', ref: '5', topic: 'realtime:r', event: 'cursor', meta: '' },
        1,
        body,
      ),
    )
    expect(json).toEqual({
      join_ref: '4',
      ref: '5',
      topic: 'realtime:r',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    })
    const raw = decodeBinary(
      userBroadcastPush(
        { joinRef: '4', ref: '', topic: 'realtime:r', event: 'blob', meta: '' },
        0,
        Uint8Array.from([1, 2, 3]),
      ),
    )
    expect(raw.ref).toBeNull()
    expect((raw.payload as { payload: Uint8Array }).payload).toEqual(Uint8Array.from([1, 2, 3]))
  })

  it('encodes the kind-4 frame realtime-js decodes into a broadcast', () => {
    const frame = encodeUserBroadcast('realtime:r', 'cursor', { x: 1 })
    expect([...frame.slice(0, 5)]).toEqual([4, 10, 6, 0, 1])
    const text = new TextDecoder().decode(frame.slice(5))
    expect(text).toBe('realtime:rcursor{"x":1}')
  })

  it('accepts the protocol versions realtime-js offers and nothing else', () => {
    expect(parseVsn(null)).toBe('1.0.0')
    expect(parseVsn('2.0.0')).toBe('2.0.0')
    expect(parseVsn('3.0.0')).toBeNull()
  })
})
