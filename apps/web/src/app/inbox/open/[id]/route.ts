import { requireUserForRoute } from '@teamboard/auth/server'
import { markNotifications } from '@teamboard/supabase/mutations'
import { createServerClient } from '@teamboard/supabase/server'
import type { NextRequest } from 'next/server'
import { z } from 'zod'

/**
 * A relative `Location` (RFC 9110 allows it): the browser resolves it against the address it
 * used, whereas `request.url` may name another host for this server (`localhost` for
 * `127.0.0.1`), whose cookies the browser would not send.
 */
function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path } })
}

/**
 * An inbox entry's link: marks the notification read and opens its task (or its workspace). The
 * target is built from the user's own row (RLS), never from the URL, so it stays on our origin.
 */
export async function GET(_request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const user = await requireUserForRoute()
  if (user instanceof Response) return user
  const id = z.uuid().safeParse((await params).id)
  if (!id.success) return seeOther('/inbox')
  const supabase = await createServerClient()
  const { data } = await supabase
    .from('notifications')
    .select('data, workspace:workspaces(slug)')
    .eq('id', id.data)
    .maybeSingle()
  if (!data?.workspace) return seeOther('/inbox')
  await markNotifications(supabase, [id.data], true)
  const number = (data.data as { number?: unknown }).number
  const path =
    typeof number === 'number'
      ? `/w/${data.workspace.slug}/tasks/${number}`
      : `/w/${data.workspace.slug}`
  return seeOther(path)
}
