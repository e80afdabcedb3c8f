'use server'

import { updatePasswordSchema } from '@teamboard/supabase/schemas/auth'
import { action } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'

/**
 * Checks a new password against the password rules for the signed-in (or recovering) user. The
 * change itself is the browser's `auth.updateUser({ password })`: the recovery session lives in
 * this tab (update-password-form.tsx; docs/decisions/browser-calls-and-change-queue.md).
 */
export const checkNewPasswordAction = action(
  { name: 'password.update', input: updatePasswordSchema },
  () => Promise.resolve(ok(null)),
)
