'use server'

import { z } from 'zod'
import { action } from '@/lib/actions/action'
import { refuse } from '@/lib/actions/result'
import { DIAGNOSTIC_SECRET_SUFFIX, diagnosticsEnabled } from './diagnostics'

/** Fails the way a bug would, so the e2e run sees what the wrapper makes of it. */
export const failingAction = action({ name: 'diagnostics.fail', input: z.unknown() }, () =>
  diagnosticsEnabled()
    ? Promise.reject(new Error(`Diagnostics: server action failure ${DIAGNOSTIC_SECRET_SUFFIX}`))
    : Promise.resolve(refuse('not_found')),
)
