import { limits } from '../schemas/limits.js'

/**
 * The only words the UI shows for a failure (docs/errors.md). `limit_reached` names the numbers
 * of docs/limits.md from the limits module, so the wording cannot drift from what is enforced.
 */
export const errorCatalogue = {
  invalid_credentials: 'Email or password is incorrect.',
  email_not_confirmed: 'Confirm your email first — we can send the link again.',
  weak_password: 'Use at least 8 characters, with letters and numbers.',
  rate_limited: 'Too many attempts. Try again in a minute.',
  link_invalid: 'This link has expired or was already used.',
  account_banned: 'This account is suspended. Contact Teamboard support to find out why.',
  slug_taken: 'That address is taken.',
  not_found: 'Not found',
  forbidden: "You don't have permission to do that.",
  last_owner: 'A workspace needs at least one owner.',
  invite_invalid: 'This invitation is no longer valid.',
  already_member: "They're already a member of this workspace.",
  already_invited: 'An invitation to that address is already pending.',
  file_too_large: 'Files can be at most 10 MB.',
  limit_reached: `That would go over a limit: ${limits.membersPerWorkspace} members and ${limits.pendingInvitationsPerWorkspace} pending invitations per workspace, ${limits.workspacesPerUser} workspaces per person, ${limits.attachmentsPerTask} attachments per task, ${limits.boardsPerWorkspace} open boards and ${limits.labelsPerWorkspace} labels per workspace, ${limits.columnsPerBoard} columns per board, ${limits.labelsPerTask} labels and ${limits.checklistItemsPerTask} checklist items per task.`,
  column_not_empty: 'This column still holds tasks. Choose where they go first.',
  last_column: 'A board needs at least one column.',
  last_board: 'A workspace keeps at least one open board.',
  label_taken: 'A label with that name already exists.',
  import_invalid:
    "That file can't be imported: nothing was written. Fix what is listed and try again.",
  import_too_large: `Import files can be at most ${limits.importFileMaxBytes / (1024 * 1024)} MB.`,
  invalid_input: "Some of that isn't valid. Check it and try again.",
  offline: "You're offline. Your change will be retried.",
  unexpected: 'Something went wrong.',
} as const satisfies Record<string, string>

export type AppErrorCode = keyof typeof errorCatalogue

export interface AppError {
  code: AppErrorCode
  message: (typeof errorCatalogue)[AppErrorCode]
  /**
   * What the backend actually said, for the report behind an `unexpected` error. Non-enumerable
   * (see `withCause`), so it never travels in JSON or a server action's answer to a browser.
   */
  readonly cause?: unknown
}

export const appErrorCodes = Object.keys(errorCatalogue) as AppErrorCode[]

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value)
}

export function appError(code: AppErrorCode): AppError {
  return { code, message: errorCatalogue[code] }
}

/** `error` with the original failure attached as a hidden `cause`. */
export function withCause(error: AppError, cause: unknown): AppError {
  return Object.defineProperty({ ...error }, 'cause', { value: cause, enumerable: false })
}

/**
 * The `unexpected` message with the Sentry event id the user can quote, e.g.
 * "Something went wrong. (reference: 4f1c…)". Without an id it is the bare message.
 */
export function unexpectedMessage(eventId?: string): string {
  return eventId
    ? `${errorCatalogue.unexpected} (reference: ${eventId})`
    : errorCatalogue.unexpected
}
