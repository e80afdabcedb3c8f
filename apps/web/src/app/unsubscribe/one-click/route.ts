import { unsubscribeFromMail } from '@teamboard/supabase/mutations'
import { errorCatalogue } from '@teamboard/supabase/errors'
import { createServerClient } from '@teamboard/supabase/server'
import type { NextRequest } from 'next/server'

/**
 * RFC 8058 one-click unsubscribe: the mail's `List-Unsubscribe` URL, which mail providers POST
 * (`List-Unsubscribe=One-Click`) with no cookies. The signed token in the URL is the only key.
 */
export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? ''
  const supabase = await createServerClient()
  const { error } = await unsubscribeFromMail(supabase, token)
  if (error)
    return Response.json({ code: error.code, message: errorCatalogue[error.code] }, { status: 400 })
  return Response.json({ ok: true })
}
