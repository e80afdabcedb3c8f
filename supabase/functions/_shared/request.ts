import type { z } from 'zod'
import { fail } from './errors.ts'

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]
}

/** Not JSON, or JSON of the wrong shape: the same 422 `invalid_input`, so the caller fixes it. */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let json: unknown
  try {
    json = await request.json()
  } catch {
    return fail('invalid_input', 422)
  }
  const parsed = schema.safeParse(json)
  return parsed.success ? parsed.data : fail('invalid_input', 422)
}
