export { type SafeRedirectOptions, safeRedirect, signInPath } from './redirect.js'
export {
  type SessionEventAdapter,
  type SessionEventHandler,
  type SessionRoutes,
  createSessionEventHandler,
  defaultSessionRoutes,
} from './session-events.js'
