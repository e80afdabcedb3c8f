import { authError, json } from '../errors.ts'
import type { AdminOptions } from './admin-options.ts'
import { generateLink } from './generate-link.ts'
import { createUser, deleteUser, updateUser } from './admin-users.ts'
import { findUser, listUsers } from './users.ts'

type Body = Record<string, unknown>

const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined

async function authorize(request: Request, options: AdminOptions): Promise<Response | null> {
  const apikey = request.headers.get('apikey') ?? ''
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? ''
  if (apikey === options.secretKey || bearer === options.secretKey) return null
  if (!bearer)
    return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  const claims = await options.verifyJwt(bearer).catch(() => null)
  if (!claims) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
  return claims.role === 'service_role' ? null : authError(403, 'not_admin', 'User not allowed')
}

async function readBody(request: Request): Promise<Body> {
  const text = await request.text()
  if (!text.trim()) return {}
  const parsed: unknown = JSON.parse(text)
  const body = record(parsed)
  if (!body) throw new SyntaxError('body must be a JSON object')
  return body
}

/**
 * The GoTrue admin API lite lacks (`supabase.auth.admin.*`): users CRUD and generate_link.
 * Only the secret key (or a service_role JWT) is accepted, as behind Supabase's gateway.
 */
export async function handleAdmin(request: Request, options: AdminOptions): Promise<Response> {
  const denied = await authorize(request, options)
  if (denied) return denied
  const url = new URL(request.url)
  const path = url.pathname.replace(/^\/auth\/v1\/admin/, '').replace(/\/+$/, '')
  let body: Body
  try {
    body = request.method === 'GET' ? {} : await readBody(request)
  } catch {
    return authError(400, 'bad_json', 'Could not parse request body as JSON')
  }
  try {
    if (path === '/users' && request.method === 'GET') return await list(url, options)
    if (path === '/users' && request.method === 'POST') return await createUser(body, options)
    if (path === '/generate_link' && request.method === 'POST')
      return await generateLink(body, options)
    const id = /^\/users\/([^/]+)$/.exec(path)?.[1]
    if (id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return authError(404, 'user_not_found', 'User not found')
      if (request.method === 'GET') return await get(id, options)
      if (request.method === 'PUT') return await updateUser(id, body, options)
      if (request.method === 'DELETE') return await deleteUser(id, body, options)
    }
    return authError(404, 'not_found', 'Not found')
  } catch (error) {
    if (error instanceof TypeError) return authError(400, 'validation_failed', error.message)
    throw error
  }
}

async function list(url: URL, { db }: AdminOptions) {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1)
  const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page') ?? 50) || 50))
  const { total, users } = await listUsers(db, page, perPage)
  const last = Math.max(1, Math.ceil(total / perPage))
  const link = (p: number, rel: string) =>
    `<${url.origin}${url.pathname}?page=${p}&per_page=${perPage}>; rel="${rel}"`
  const links = [...(page < last ? [link(page + 1, 'next')] : []), link(last, 'last')]
  return json({ aud: 'authenticated', users }, 200, {
    'x-total-count': String(total),
    link: links.join(', '),
  })
}

async function get(id: string, { db }: AdminOptions) {
  const user = await findUser(db, { id })
  return user ? json(user) : authError(404, 'user_not_found', 'User not found')
}
