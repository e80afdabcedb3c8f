import { describe, expect, it } from 'vitest'
import { repeatedEmbed } from './embed-names.ts'

describe('repeatedEmbed', () => {
  it('names the join alias PostgREST gives two sibling embeds of one name', () => {
    expect(repeatedEmbed('users!first_user(*),users!second_user(*)', 'best_friends')).toBe(
      'best_friends_users_1',
    )
    expect(repeatedEmbed('id,messages(id,channels(id),channels!inner(slug))', 'users')).toBe(
      'messages_channels_2',
    )
    expect(repeatedEmbed('a:users(*),...users!second_user(username)', 'best_friends')).toBe(null)
  })

  it('leaves aliases, aggregates and parentheses inside quotes alone', () => {
    expect(repeatedEmbed('first:users!first_user(*),second:users!second_user(*)', 't')).toBe(null)
    expect(repeatedEmbed('count(),count(),id.sum(),id.sum()', 'messages')).toBe(null)
    expect(repeatedEmbed('"a(b)",users(*)', 'messages')).toBe(null)
  })
})
