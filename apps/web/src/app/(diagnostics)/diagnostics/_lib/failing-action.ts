'use server'

import { z } from 'zod'
import { action } from '@/lib/actions/action'
import { refuse } from '@/lib/actions/result'
import { DIAGNOSTIC_SECRET_SUFFIX, diagnosticsEnabled } from './diagnostics'

/** Fails the way a bug would, so the e2e run sees what the wrapper makes of it. */
export const failingAction = action({ name: 'diagnostics.fail', input: z.unknown() }, async () => {
  if (!diagnosticsEnabled()) return refuse('not_found')
  throw new Error(`Diagnostics: server action failure ${DIAGNOSTIC_SECRET_SUFFIX}`)
})
