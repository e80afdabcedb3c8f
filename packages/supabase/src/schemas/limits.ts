import { Constants } from '../types/database.js'

/**
 * Every number the product enforces (docs/limits.md), in one place: the schemas and the
 * catalogue's wording read it, and supabase/tests/limits-sql.test.ts checks that the migrations'
 * `check` constraints and triggers say the same.
 */
export const limits = {
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 72,
  displayNameMax: 80,
  workspaceNameMax: 80,
  slugMin: 3,
  slugMax: 40,
  taskTitleMax: 200,
  taskDescriptionMax: 20_000,
  commentMax: 5_000,
  attachmentMaxBytes: 10 * 1024 * 1024,
  attachmentsPerTask: 20,
  attachmentFileNameMax: 255,
  membersPerWorkspace: 50,
  workspacesPerUser: 20,
  pendingInvitationsPerWorkspace: 50,
  invitationLifeDays: 7,
  /** Invitation emails (tokens issued) per address and workspace per hour. */
  invitationSendsPerAddressPerHour: 3,
  tasksPerWorkspace: 10_000,
  /** Characters of a search query that are searched (public.search_tasks cuts the same). */
  searchQueryMax: 200,
  boardNameMax: 80,
  boardSlugMax: 40,
  boardDescriptionMax: 1_000,
  /** Open boards; archived ones do not count (restoring one checks again). */
  boardsPerWorkspace: 50,
  columnNameMax: 40,
  columnsPerBoard: 20,
  labelNameMax: 40,
  labelsPerWorkspace: 100,
  labelsPerTask: 10,
  checklistItemMax: 300,
  checklistItemsPerTask: 100,
  /** An import file (CSV of tasks, Trello JSON) and the rows or cards in it. */
  importFileMaxBytes: 50 * 1024 * 1024,
  importRowsMax: 10_000,
  /** Cards of a column the board loads at once (public.board_task_page caps a page at 200). */
  boardPageSize: 50,
  /** Tasks finished (a completed or canceled column) longer ago leave the board's default view. */
  boardRecentDays: 14,
} as const

/** Roles a member can hold, most powerful first: the generated `workspace_role` enum. */
export const workspaceRoles = Constants.public.Enums.workspace_role

/** Invitations never make owners: ownership is transferred. */
export const invitationRoles = workspaceRoles.filter(
  (role): role is Exclude<(typeof workspaceRoles)[number], 'owner'> => role !== 'owner',
)

export const reservedSlugs = ['new', 'settings', 'api', 'admin', 'w', 'auth'] as const

export const SLUG_PATTERN = /^[a-z0-9](-?[a-z0-9])*$/
