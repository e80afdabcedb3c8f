import { describe, expect, it } from 'vitest'
import { inspectPretty, inspectString, inspectValue } from './elixir-inspect.ts'

describe("Elixir's inspect, as Realtime's messages embed it", () => {
  it('quotes and escapes strings the way Elixir prints them', () => {
    expect(inspectString('hey')).toBe('"hey"')
    expect(inspectString('a"b\\c')).toBe('"a\\"b\\\\c"')
    expect(inspectString('line\nnext\u0001')).toBe('"line\\nnext\\u0001"')
    expect(inspectString('#{x}')).toBe('"\\#{x}"')
  })

  it('prints maps with sorted keys, lists, nil, numbers and booleans', () => {
    expect(inspectValue({ table: 't', event: '*', n: null, ok: true, list: [1, 'a'] })).toBe(
      '%{"event" => "*", "list" => [1, "a"], "n" => nil, "ok" => true, "table" => "t"}',
    )
    expect(inspectValue({})).toBe('%{}')
  })

  it('breaks a list longer than 80 columns one element per line, as pretty: true does', () => {
    expect(inspectPretty(null)).toBe('nil')
    expect(inspectPretty([])).toBe('[]')
    expect(inspectPretty(['{"id", "eq", "1", false}'])).toBe('[{"id", "eq", "1", false}]')
    const long = [
      '{"id", "gt", "0", false}',
      '{"title", "like", "a%", false}',
      '{"id", "lt", "100", false}',
      '{"x", "eq", "y", true}',
    ]
    expect(inspectPretty(long)).toBe(`[\n  ${long.join(',\n  ')}\n]`)
  })
})
