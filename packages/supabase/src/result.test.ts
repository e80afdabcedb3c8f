import { PostgrestError } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { fail } from './result'

describe('fail', () => {
  it('answers in catalogue words and keeps what the backend said for the report', () => {
    const cause = new PostgrestError({
      code: 'XX000',
      message: 'internal detail: table x is locked',
      details: '',
      hint: '',
    })
    const { error } = fail(cause)
    expect(error).toEqual({ code: 'unexpected', message: 'Something went wrong.' })
    expect(error?.cause).toBe(cause)
  })

  it('never serialises the cause, so it cannot reach a browser', () => {
    const { error } = fail(new Error('raw stack with secrets'))
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      code: 'unexpected',
      message: 'Something went wrong.',
    })
    expect({ ...error }).not.toHaveProperty('cause')
  })
})
