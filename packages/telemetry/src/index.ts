export {
  publicTelemetryEnvSchema,
  readPublicTelemetryEnv,
  readServerTelemetryEnv,
  serverTelemetryEnvSchema,
  TelemetryEnvError,
  type PublicTelemetryEnv,
  type ServerTelemetryEnv,
} from './env.js'
export { EMAIL_MASK, FILTERED, isSecretKey, scrubString, scrubValue } from './scrub.js'
export {
  beforeBreadcrumb,
  beforeSend,
  beforeSendTransaction,
  scrubEvent,
  scrubbingHooks,
} from './scrub-event.js'
export { dataCollection } from './options.js'
export { supabaseTracingIntegration, type SupabaseClientLike } from './supabase.js'
export { setTelemetryUser, type TelemetryUser } from './user.js'
export { captureUnexpected, traceServerAction } from './capture.js'
export type { Integration, SentryClient } from './sentry-types.js'
