import { describe, expect, it } from 'vitest'
import {
  attachmentCountSchema,
  attachmentSizeSchema,
  commentBodySchema,
  displayNameSchema,
  dueDateSchema,
  emailSchema,
  inviteSchema,
  limits,
  passwordSchema,
  renameWorkspaceSchema,
  slugSchema,
  taskDescriptionSchema,
  taskTitleSchema,
  workspaceNameSchema,
} from './index'

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message
}

describe('email', () => {
  it('accepts 254 characters and rejects 255', () => {
    const local = 'a'.repeat(64)
    const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(254 - 64 - 1 - 63 - 1 - 63 - 1 - 4)}.com`
    expect(`${local}@${domain}`).toHaveLength(254)
    expect(emailSchema.safeParse(`${local}@${domain}`).success).toBe(true)
    expect(emailSchema.safeParse(`${local}@x${domain}`).success).toBe(false)
  })
  it.each(['', 'plain', 'a@', '@b.com', 'a b@c.com'])('rejects %j', (value) => {
    expect(emailSchema.safeParse(value).success).toBe(false)
  })
  it('trims what the user pasted', () => {
    expect(emailSchema.parse('  ada@example.com ')).toBe('ada@example.com')
  })
})

describe('password', () => {
  it.each(['abcdefg1', 'pässwört1', 'a'.repeat(71) + '1'])('accepts %j', (value) => {
    expect(passwordSchema.safeParse(value).success).toBe(true)
  })
  it.each(['abcde1', 'abcdefgh', '12345678', ''])(
    'rejects %j with the weak_password message',
    (value) => {
      expect(firstMessage(passwordSchema.safeParse(value))).toBe(
        'Use at least 8 characters, with letters and numbers.',
      )
    },
  )
  it('rejects 73 bytes (bcrypt would silently ignore the rest)', () => {
    expect(passwordSchema.safeParse('a'.repeat(72) + '1').success).toBe(false)
    expect(passwordSchema.safeParse('é'.repeat(36) + '1').success).toBe(false)
  })
})

describe('lengths', () => {
  it.each([
    ['display name', displayNameSchema, 80],
    ['workspace name', workspaceNameSchema, 80],
    ['task title', taskTitleSchema, 200],
    ['comment', commentBodySchema, 5000],
  ] as const)('%s: 1 and %i accepted, empty, blank and %i+1 rejected', (_label, schema, max) => {
    expect(schema.safeParse('x').success).toBe(true)
    expect(schema.safeParse('x'.repeat(max)).success).toBe(true)
    expect(schema.safeParse('').success).toBe(false)
    expect(schema.safeParse('   ').success).toBe(false)
    expect(schema.safeParse('x'.repeat(max + 1)).success).toBe(false)
  })
  it('counts an emoji as one character, as Postgres does', () => {
    expect(displayNameSchema.safeParse('😀'.repeat(80)).success).toBe(true)
  })
  it('description may be empty and at most 20 000 characters', () => {
    expect(taskDescriptionSchema.safeParse('').success).toBe(true)
    expect(taskDescriptionSchema.safeParse('x'.repeat(20_000)).success).toBe(true)
    expect(taskDescriptionSchema.safeParse('x'.repeat(20_001)).success).toBe(false)
  })
})

describe('slug', () => {
  it.each(['abc', 'acme-inc', 'a1-b2-c3', 'x'.repeat(40)])('accepts %j', (value) => {
    expect(slugSchema.safeParse(value).success).toBe(true)
  })
  it.each(['ab', 'x'.repeat(41), 'Acme', '-abc', 'abc-', 'a--b', 'a_b', 'ab c', 'ünï'])(
    'rejects %j',
    (value) => {
      expect(slugSchema.safeParse(value).success).toBe(false)
    },
  )
  it.each(['new', 'settings', 'api', 'admin', 'auth'])('rejects the reserved word %j', (value) => {
    expect(firstMessage(slugSchema.safeParse(value))).toBe('That address is reserved.')
  })
})

describe('due date', () => {
  it.each(['2026-11-22', '2028-02-29'])('accepts %j', (value) => {
    expect(dueDateSchema.safeParse(value).success).toBe(true)
  })
  it.each(['2026-02-30', '2027-02-29', '2026-13-01', '22/11/2026', '2026-11-22T10:00:00Z', ''])(
    'rejects %j',
    (value) => {
      expect(dueDateSchema.safeParse(value).success).toBe(false)
    },
  )
})

describe('attachments', () => {
  it('accepts exactly 10 MiB and rejects one byte more with the catalogue message', () => {
    expect(attachmentSizeSchema.safeParse(10 * 1024 * 1024).success).toBe(true)
    expect(firstMessage(attachmentSizeSchema.safeParse(10 * 1024 * 1024 + 1))).toBe(
      'Files can be at most 10 MB.',
    )
  })
  it('allows 20 attachments per task, not 21', () => {
    expect(attachmentCountSchema.safeParse(20).success).toBe(true)
    expect(attachmentCountSchema.safeParse(21).success).toBe(false)
  })
})

describe('workspace forms', () => {
  it('invite: lowercases the address and accepts admin or member', () => {
    expect(inviteSchema.parse({ email: ' Ada@Example.com ', role: 'admin' })).toEqual({
      email: 'ada@example.com',
      role: 'admin',
    })
  })
  it('invite: an owner cannot be invited (ownership is transferred)', () => {
    expect(firstMessage(inviteSchema.safeParse({ email: 'ada@example.com', role: 'owner' }))).toBe(
      'Choose admin or member.',
    )
  })
  it('rename: either field alone is enough, nothing at all is not', () => {
    expect(renameWorkspaceSchema.safeParse({ name: 'Acme' }).success).toBe(true)
    expect(renameWorkspaceSchema.safeParse({ slug: 'acme' }).success).toBe(true)
    expect(firstMessage(renameWorkspaceSchema.safeParse({}))).toBe(
      'Change the name or the address.',
    )
    expect(firstMessage(renameWorkspaceSchema.safeParse({ slug: 'new' }))).toBe(
      'That address is reserved.',
    )
  })
  it('the count limits are the numbers of docs/limits.md', () => {
    expect([
      limits.membersPerWorkspace,
      limits.workspacesPerUser,
      limits.pendingInvitationsPerWorkspace,
      limits.invitationLifeDays,
    ]).toEqual([50, 20, 50, 7])
  })
})

describe('boards', () => {
  it('a board address may be left empty (made from the name) but not malformed', async () => {
    const { boardSchema } = await import('./index')
    expect(boardSchema.safeParse({ name: 'Hiring', slug: '' }).success).toBe(true)
    expect(boardSchema.safeParse({ name: 'Hiring', slug: 'hiring-2027' }).success).toBe(true)
    expect(boardSchema.safeParse({ name: 'Hiring', slug: 'Hiring!' }).success).toBe(false)
    expect(boardSchema.safeParse({ name: '', slug: '' }).success).toBe(false)
  })
})
