import { expect } from 'vitest'

/**
 * vitest types its asymmetric matchers `any`, which spreads into the object literals they sit in
 * (toEqual/toMatchObject shapes); these hand the same matchers on as `unknown`.
 */
export const anyNumber = (): unknown => expect.any(Number)
export const anyString = (): unknown => expect.any(String)
export const stringContaining = (text: string): unknown => expect.stringContaining(text)
export const stringMatching = (pattern: RegExp): unknown => expect.stringMatching(pattern)
