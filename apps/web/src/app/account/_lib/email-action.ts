'use server'

import { forgotPasswordSchema } from '@teamboard/supabase/schemas/auth'
import { action } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'

/**
 * Checks a new address for the signed-in user (one email field, the shared email rules). The
 * change itself is the browser's `auth.updateUser({ email })` on the tab's session, made after
 * this answers (email-form.tsx; docs/decisions/browser-calls-and-change-queue.md).
 */
export const checkEmailChangeAction = action(
  { name: 'email.update', input: forgotPasswordSchema },
  (input) => Promise.resolve(ok({ email: input.email })),
)
