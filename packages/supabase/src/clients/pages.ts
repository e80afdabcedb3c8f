import { parseCookieHeader } from '@supabase/ssr'
import { createSettledSessionClient } from './settled-session.js'
import type { SupabaseConnection, TypedSupabaseClient } from './types.js'

/** The parts of Node's IncomingMessage this reads (Next's `GetServerSidePropsContext['req']`). */
export interface PagesRequest {
  headers: { cookie?: string | undefined }
}

/**
 * For the Pages Router (`getServerSideProps`, API routes) and any Node request: reads with the
 * session the proxy settled for this request (its Cookie header), never refreshing it and writing
 * nothing (see `./settled-session`). One per request.
 */
export function createPagesServerClient(
  { req }: { req: PagesRequest },
  connection?: SupabaseConnection,
): Promise<TypedSupabaseClient> {
  return createSettledSessionClient(
    parseCookieHeader(req.headers.cookie ?? '').map(({ name, value }) => ({
      name,
      value: value ?? '',
    })),
    connection,
  )
}
