'use server'

import { setNotificationDelivery } from '@teamboard/supabase/mutations'
import { Constants } from '@teamboard/supabase'
import { revalidatePath } from 'next/cache'
import { z } from 'zod'
import { action } from '@/lib/actions/action'
import { ok } from '@/lib/actions/result'

const delivery = z.enum(Constants.public.Enums.notification_delivery, 'Choose how to get it.')

/** Saves how the user gets mail for every kind on the form (their own rows only, by RLS). */
export const savePreferencesAction = action(
  {
    name: 'notifications.preferences',
    input: z.object(
      Object.fromEntries(
        Constants.public.Enums.notification_kind.map((kind) => [kind, delivery]),
      ) as Record<(typeof Constants.public.Enums.notification_kind)[number], typeof delivery>,
    ),
  },
  async (input, { supabase, user }) => {
    for (const [kind, how] of Object.entries(input) as [
      keyof typeof input,
      z.infer<typeof delivery>,
    ][]) {
      const saved = await setNotificationDelivery(supabase, user.id, kind, how)
      if (saved.error) return saved
    }
    revalidatePath('/account/notifications')
    return ok(null)
  },
)
