import { describe, expect, it } from 'vitest'
import { search } from './search.ts'
import { createMailStore } from './store.ts'

function storeWith() {
  const store = createMailStore()
  store.add({
    from: { Name: 'Auth', Address: 'noreply@teamboard.local' },
    to: [{ Name: '', Address: 'ada@example.com' }],
    subject: 'Confirm Your Signup',
    text: 'code 123456',
  })
  store.add({
    from: { Name: 'Invites', Address: 'invites@teamboard.local' },
    to: [{ Name: 'Bob', Address: 'bob@example.com' }],
    subject: 'You are invited',
    text: 'join us',
  })
  return store
}

describe('mailbox search', () => {
  it('filters by recipient, sender, subject and free text', () => {
    const messages = storeWith().list()
    expect(search(messages, 'to:ada@example.com').map((m) => m.Subject)).toEqual([
      'Confirm Your Signup',
    ])
    expect(search(messages, 'from:invites').map((m) => m.Subject)).toEqual(['You are invited'])
    expect(search(messages, 'subject:"your signup"').map((m) => m.Subject)).toEqual([
      'Confirm Your Signup',
    ])
    expect(search(messages, 'join').map((m) => m.Subject)).toEqual(['You are invited'])
    expect(search(messages, '-to:bob@example.com').map((m) => m.Subject)).toEqual([
      'Confirm Your Signup',
    ])
  })

  it('lists newest first and finds "latest"', () => {
    const store = storeWith()
    expect(store.list().map((m) => m.Subject)).toEqual(['You are invited', 'Confirm Your Signup'])
    expect(store.get('latest')?.Subject).toBe('You are invited')
  })
})
