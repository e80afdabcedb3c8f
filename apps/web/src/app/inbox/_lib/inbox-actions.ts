'use server'

import { markNotifications } from '@teamboard/supabase/mutations'
import { countUnread } from '@teamboard/supabase/queries'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { action } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'

/** Marks one notification (or all unread ones) read or unread; RLS keeps it to the user's own. */
export const markNotificationsAction = action(
  {
    name: 'notifications.mark',
    input: z.object({
      id: z.union([z.uuid(), z.literal('all')]),
      read: z.enum(['true', 'false']),
    }),
  },
  async ({ id, read }, { supabase }) => {
    const result = await markNotifications(supabase, id === 'all' ? 'all' : [id], read === 'true')
    if (result.error) return result
    revalidatePath('/', 'layout')
    return ok(result.data)
  },
)

/** The bell's count, read again when a notification arrives or changes. */
export const unreadCountAction = action(
  // Sent by the bell on its own, never by a press: a signed-out call must not move the page.
  { name: 'notifications.count', input: z.object({}), signedOut: 'refuse' },
  async (_input, { supabase }) => countUnread(supabase),
)
