// Typechecked only: how a Next app wires the server entries (proxy, Server Components, routes,
// instrumentation). Nothing here runs; the run script covers behaviour outside Next.
import { requireUser, requireUserForRoute, type AuthUser } from '@teamboard/auth/server'
import { createServerClient } from '@teamboard/supabase/server'
import { updateSession } from '@teamboard/supabase/proxy'
import { createServiceClient } from '@teamboard/supabase/service'
import { listBoardTasks } from '@teamboard/supabase/queries'
import { subscribeToWorkspaceTasks } from '@teamboard/supabase/realtime'
import { publicEnv, serverEnv } from '@teamboard/supabase/env'
import { initTelemetryServer, captureRequestError } from '@teamboard/telemetry/server'
import type { NextRequest, NextResponse } from 'next/server.js'

export async function proxy(request: NextRequest): Promise<NextResponse> {
  return updateSession(request)
}

export async function boardTitles(workspaceId: string): Promise<string[]> {
  const user: AuthUser = await requireUser({ next: '/w' })
  const supabase = await createServerClient()
  const { data, error } = await listBoardTasks(supabase, workspaceId)
  if (error) throw new Error(`${user.id}: ${error.message}`)
  return data.map((task) => task.title)
}

export async function GET(): Promise<Response> {
  const user = await requireUserForRoute()
  if (user instanceof Response) return user
  const service = createServiceClient()
  const { count } = await service.from('tasks').select('id', { count: 'exact', head: true })
  return Response.json({ user: user.id, count, url: publicEnv().NEXT_PUBLIC_SUPABASE_URL })
}

export function live(workspaceId: string): () => void {
  const supabase = createServiceClient({ url: serverEnv().NEXT_PUBLIC_SUPABASE_URL })
  return subscribeToWorkspaceTasks(supabase, workspaceId, {
    onInsert: (task) => console.log(task.title),
    onUpdate: () => {},
    onDelete: ({ id }) => console.log(id),
  })
}

export function register(): void {
  initTelemetryServer()
}

export const onRequestError = captureRequestError
