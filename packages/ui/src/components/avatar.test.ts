import { describe, expect, it } from 'vitest'
import { initials } from './avatar'

describe('initials', () => {
  it('takes the first letters of the first two names', () => {
    expect(initials('Ada Lovelace')).toBe('AL')
    expect(initials('  grace  brewster hopper ')).toBe('GB')
  })

  it('uses one letter for an email address or a single name', () => {
    expect(initials('ada.lovelace@example.com')).toBe('A')
    expect(initials('Linus')).toBe('L')
  })

  it('is empty for an empty name, so the fallback can show an icon instead', () => {
    expect(initials('   ')).toBe('')
  })
})
