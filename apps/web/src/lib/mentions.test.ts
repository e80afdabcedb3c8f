import { describe, expect, it } from 'vitest'
import {
  activeMentionQuery,
  insertMention,
  matchMembers,
  mentionToken,
  mentionsToMarkdown,
  plainMentions,
} from './mentions'

const bob = { userId: '0b0b0b0b-0000-4000-8000-000000000002', displayName: 'Bob Stone' }
const ada = { userId: '0a0a0a0a-0000-4000-8000-000000000001', displayName: 'Ada Lovelace' }

describe('mentions', () => {
  it('stores a member as a token the database reads, whatever their name holds', () => {
    expect(mentionToken(bob)).toBe(`@[Bob Stone](${bob.userId})`)
    expect(mentionToken({ ...bob, displayName: 'a]b[c\nd' })).toBe(`@[a b c d](${bob.userId})`)
    expect(mentionToken({ ...bob, displayName: 'x'.repeat(100) })).toBe(
      `@[${'x'.repeat(80)}](${bob.userId})`,
    )
  })

  it('turns tokens into mention links and into plain @Name, leaving other links alone', () => {
    const text = `Hi @[Bob *S*](${bob.userId}), see [docs](https://x.test) @[no](not-a-uuid)`
    expect(mentionsToMarkdown(text)).toBe(
      `Hi [@Bob \\*S\\*](#mention=${bob.userId}), see [docs](https://x.test) @[no](not-a-uuid)`,
    )
    expect(plainMentions(text)).toBe('Hi @Bob *S*, see [docs](https://x.test) @[no](not-a-uuid)')
  })

  it('finds the mention being typed, not an e-mail address or a finished one', () => {
    expect(activeMentionQuery('@', 1)).toEqual({ start: 0, query: '' })
    expect(activeMentionQuery('hey @bo', 7)).toEqual({ start: 4, query: 'bo' })
    expect(activeMentionQuery('hey @bob st', 11)).toEqual({ start: 4, query: 'bob st' })
    expect(activeMentionQuery('(@a', 3)).toEqual({ start: 1, query: 'a' })
    expect(activeMentionQuery('mail ada@x.test', 15)).toBeNull()
    expect(activeMentionQuery('@bob\nnext', 9)).toBeNull()
    expect(activeMentionQuery(`@[Bob](${bob.userId}) `, 46)).toBeNull()
    expect(activeMentionQuery('@ bob', 5)).toBeNull()
    expect(activeMentionQuery('no at', 5)).toBeNull()
  })

  it('puts the token where the query was and the caret after it', () => {
    const typed = 'ask @bo please'
    const done = insertMention(typed, 4, 7, bob)
    expect(done.text).toBe(`ask @[Bob Stone](${bob.userId})  please`)
    expect(done.caret).toBe(4 + `@[Bob Stone](${bob.userId}) `.length)
  })

  it('filters members by the start of a word first, in any case', () => {
    const members = [bob, ada, { userId: 'c', displayName: 'Carl Bobson' }]
    expect(matchMembers(members, '').map((m) => m.displayName)).toEqual([
      'Bob Stone',
      'Ada Lovelace',
      'Carl Bobson',
    ])
    expect(matchMembers(members, 'BO').map((m) => m.displayName)).toEqual([
      'Bob Stone',
      'Carl Bobson',
    ])
    expect(matchMembers(members, 'love').map((m) => m.displayName)).toEqual(['Ada Lovelace'])
    expect(matchMembers(members, 'zed')).toEqual([])
  })
})
