import { describe, expect, it } from 'vitest'
import { comparePositions, isValidPosition, positionBetween } from './position'

/** Inserts `n` cards at pseudo-random places, the way people drag, and returns the keys in order. */
function dragAround(n: number, seed = 7): string[] {
  const column: string[] = []
  let state = seed
  for (let i = 0; i < n; i++) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    const at = state % (column.length + 1)
    column.splice(at, 0, positionBetween(column[at - 1] ?? null, column[at] ?? null))
  }
  return column
}

describe('positionBetween', () => {
  it('an empty column, the top and the bottom', () => {
    const first = positionBetween(null, null)
    expect(first).toBe('a0')
    expect(positionBetween(null, first) < first).toBe(true)
    expect(positionBetween(first, null) > first).toBe(true)
  })

  it('a key between two neighbours sorts between them, without touching them', () => {
    const key = positionBetween('a0', 'a1')
    expect('a0' < key && key < 'a1').toBe(true)
  })

  it('1 000 drops at random places keep the column sorted, with valid, distinct, short keys', () => {
    const column = dragAround(1000)
    expect([...column].sort()).toEqual(column)
    expect(new Set(column).size).toBe(1000)
    expect(column.every(isValidPosition)).toBe(true)
    expect(Math.max(...column.map((k) => k.length))).toBeLessThan(40)
  })

  it('500 drops always at the top still give valid keys', () => {
    let top = positionBetween(null, null)
    for (let i = 0; i < 500; i++) {
      const next = positionBetween(null, top)
      expect(next < top).toBe(true)
      top = next
    }
    expect(isValidPosition(top)).toBe(true)
  })

  it('neighbours passed the wrong way round still give a key between them', () => {
    const key = positionBetween('a1', 'a0')
    expect('a0' < key && key < 'a1').toBe(true)
  })

  it('between two equal keys (a concurrent drop) gives a valid key just after them', () => {
    const key = positionBetween('a1', 'a1')
    expect(key > 'a1' && key < 'a2' && isValidPosition(key)).toBe(true)
  })
})

describe('isValidPosition (the database check says the same)', () => {
  it.each(['a0', 'a0V', 'Zz', 'b12', 'zzzzzzzzzzzzzzzzzzzzzzzzzzz'])('%s is a key', (key) => {
    expect(isValidPosition(key)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['a fraction ending in 0', 'a00'],
    ['a digit head', '0a'],
    ['a head without its integer', 'b'],
    ['punctuation', 'a!'],
    ['a space', 'a0 '],
    ['the smallest integer', `A${'0'.repeat(26)}`],
    ['over 255 characters', `a${'1'.repeat(300)}`],
  ])('%s is not', (_name, key) => {
    expect(isValidPosition(key)).toBe(false)
  })
})

describe('comparePositions', () => {
  it('orders by key, then by id for equal keys (as the board query does)', () => {
    const cards = [
      { position: 'a1', id: 'b' },
      { position: 'a0', id: 'z' },
      { position: 'a1', id: 'a' },
    ]
    expect(cards.sort(comparePositions).map((c) => c.id)).toEqual(['z', 'a', 'b'])
  })
})
