import { requireUserForRoute } from '@teamboard/auth/server'
import { markNotifications } from '@teamboard/supabase/mutations'
import { createServerClient } from '@teamboard/supabase/server'
import { type NextRequest, NextResponse } from 'next/server'
import { z } from 'zod'

/**
 * An inbox entry's link: marks the notification read and opens its task (or its workspace). The
 * target is built from the user's own row (RLS), never from the URL, so it stays on our origin.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const user = await requireUserForRoute()
  if (user instanceof Response) return user
  const id = z.uuid().safeParse((await params).id)
  const home = new URL('/inbox', request.url)
  if (!id.success) return NextResponse.redirect(home, 303)
  const supabase = await createServerClient()
  const { data } = await supabase
    .from('notifications')
    .select('data, workspace:workspaces(slug)')
    .eq('id', id.data)
    .maybeSingle()
  if (!data?.workspace) return NextResponse.redirect(home, 303)
  await markNotifications(supabase, [id.data], true)
  const number = (data.data as { number?: unknown }).number
  const path =
    typeof number === 'number'
      ? `/w/${data.workspace.slug}/tasks/${number}`
      : `/w/${data.workspace.slug}`
  return NextResponse.redirect(new URL(path, request.url), 303)
}
