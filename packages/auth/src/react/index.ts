'use client'

export {
  type AuthProviderClient,
  type AuthProviderProps,
  type AuthRouter,
  AuthProvider,
} from './auth-provider.js'
export type { AuthContextValue, AuthEventListener, AuthStatus } from './auth-context.js'
export { useAuthEvent, useSession, useUser } from './hooks.js'
