import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('lets a caller override a conflicting utility: the last one wins', () => {
    expect(cn('px-4 py-2 bg-primary', 'px-2', 'bg-destructive')).toBe('py-2 px-2 bg-destructive')
  })

  it('drops falsy values and flattens conditional objects and arrays', () => {
    const disabled = false
    expect(
      cn('rounded-md', disabled && 'opacity-50', { 'font-medium': true, hidden: false }, [
        'text-sm',
      ]),
    ).toBe('rounded-md font-medium text-sm')
  })

  it('keeps utilities that only look alike but target different properties', () => {
    expect(cn('text-sm', 'text-muted-foreground')).toBe('text-sm text-muted-foreground')
  })
})
