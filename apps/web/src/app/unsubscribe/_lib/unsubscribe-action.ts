'use server'

import { unsubscribeFromMail } from '@teamboard/supabase/mutations'
import { redirect } from 'next/navigation'
import { z } from 'zod'
import { publicAction } from '@/lib/actions/action'

/** The unsubscribe page's button, signed in or not: the signed token is the only key needed. */
export const unsubscribeAction = publicAction(
  { name: 'notifications.unsubscribe', input: z.object({ token: z.string().max(2000) }) },
  async ({ token }, { supabase }) => {
    const { error } = await unsubscribeFromMail(supabase, token)
    if (error) return { data: null, error }
    redirect('/unsubscribe?done=1')
  },
)
