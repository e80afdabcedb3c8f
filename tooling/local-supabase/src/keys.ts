/**
 * Fixed, publicly known development credentials — the same idea as the Supabase CLI's local
 * keys. They only ever unlock a local, throwaway backend; never use them anywhere else.
 * The key strings are the ones `supabase start` prints, so tooling written for the CLI works.
 */
export const DEV_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
export const DEV_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz'

/** HS256 secret lite signs access tokens with (the Supabase CLI's documented local default). */
export const DEV_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
