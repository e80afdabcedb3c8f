import 'server-only'
import { EnvError, parseEnv, serverEnvSchema, type ServerEnv } from '../env'

let server: ServerEnv | undefined

/** The full environment, including secrets. Importing this from client code fails the build. */
export function serverEnv(): ServerEnv {
  server ??= parseEnv(serverEnvSchema, process.env)
  return server
}

/** For the few service-role features; everything else runs as the signed-in user under RLS. */
export function requireSecretKey(): string {
  const key = serverEnv().SUPABASE_SECRET_KEY
  if (!key)
    throw new EnvError(
      'SUPABASE_SECRET_KEY is missing: this feature needs the Supabase secret key on the server.',
    )
  return key
}
