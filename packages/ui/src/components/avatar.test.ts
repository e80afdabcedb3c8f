import { describe, expect, it } from 'vitest'
import { avatarTone, initials } from './avatar'

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

describe('avatarTone', () => {
  it('gives the same person the same colour, and different people several', () => {
    expect(avatarTone('user-1')).toBe(avatarTone('user-1'))
    const ids = Array.from(
      { length: 40 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    )
    expect(new Set(ids.map(avatarTone)).size).toBeGreaterThan(4)
  })
})
