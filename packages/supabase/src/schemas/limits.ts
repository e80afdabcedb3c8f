/** SPEC points 3, 5 and 9. The database `check` constraints repeat these numbers. */
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
  membersPerWorkspace: 50,
  workspacesPerUser: 20,
  pendingInvitationsPerWorkspace: 50,
  invitationLifeDays: 7,
  tasksPerWorkspace: 10_000,
} as const

/** Roles a member can hold; invitations never make owners (ownership is transferred). */
export const workspaceRoles = ['owner', 'admin', 'member'] as const
export const invitationRoles = ['admin', 'member'] as const

export const reservedSlugs = ['new', 'settings', 'api', 'admin', 'w', 'auth'] as const

export const SLUG_PATTERN = /^[a-z0-9](-?[a-z0-9])*$/
