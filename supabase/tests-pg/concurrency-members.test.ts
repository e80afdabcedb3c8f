import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyDatabase } from './support/db.ts'
import {
  asTheAppSees,
  AUTH_SERVER,
  createTeam,
  createUser,
  createUsers,
  invite,
  simultaneously,
  tally,
  type User,
} from './support/people.ts'

// Membership and invitation invariants (docs/roles.md, docs/limits.md) under many connections at
// once: a workspace is never without an owner, an invitation is accepted once, and the send and
// pending limits hold for a burst.

let database: Awaited<ReturnType<typeof copyDatabase>>

beforeAll(async () => {
  database = await copyDatabase()
})

afterAll(async () => {
  await database?.close()
})

async function owners(ws: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ user_id: string }>(
    `select user_id from public.workspace_members where workspace_id = $1 and role = 'owner'`,
    [ws],
  )
  return rows.map((r) => r.user_id)
}

/** A workspace whose only owners are `a` and `b` (with a member, so it is not left empty). */
async function twoOwners(): Promise<{ ws: string; a: User; b: User }> {
  const [a, b, member] = await createUsers(database.pool, ['Alpha', 'Beta', 'Member'])
  const ws = await createTeam(database.pool, a!, [
    [b!, 'owner'],
    [member!, 'member'],
  ])
  return { ws, a: a!, b: b! }
}

const call = (user: User | typeof AUTH_SERVER, text: string, params: unknown[]) => ({
  user,
  text,
  params,
})
/** Deleting an account, as the admin API does (deleteAccount() in @teamboard/supabase). */
const deleteAccount = (user: User) =>
  call(AUTH_SERVER, 'delete from auth.users where id = $1', [user.id])

describe('the last two owners at the same moment', () => {
  // Each case is run several times: an interleaving that loses an owner need not show up once.
  const ROUNDS = 5

  it('both leave: one leaves, the other is refused as the last owner', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ws, a, b } = await twoOwners()
      const outcomes = await simultaneously(database.pool, [
        call(a, 'select public.leave_workspace($1)', [ws]),
        call(b, 'select public.leave_workspace($1)', [ws]),
      ])
      expect(tally(outcomes)).toEqual({ ok: 1, last_owner: 1 })
      expect(await owners(ws)).toHaveLength(1)
    }
  })

  it('each demotes the other: one demotion happens, the other finds its caller no longer an owner', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ws, a, b } = await twoOwners()
      const outcomes = await simultaneously(database.pool, [
        call(a, 'select public.change_member_role($1, $2, $3)', [ws, b.id, 'admin']),
        call(b, 'select public.change_member_role($1, $2, $3)', [ws, a.id, 'admin']),
      ])
      expect(tally(outcomes)).toEqual({ ok: 1, forbidden: 1 })
      expect(await owners(ws)).toHaveLength(1)
    }
  })

  it('each removes the other: one removal happens, the other finds its caller gone', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ws, a, b } = await twoOwners()
      const outcomes = await simultaneously(database.pool, [
        call(a, 'select public.remove_member($1, $2)', [ws, b.id]),
        call(b, 'select public.remove_member($1, $2)', [ws, a.id]),
      ])
      expect(tally(outcomes)).toEqual({ ok: 1, not_found: 1 })
      expect(await owners(ws)).toHaveLength(1)
    }
  })

  it('one leaves while the other demotes themself: exactly one of them goes through', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ws, a, b } = await twoOwners()
      const outcomes = await simultaneously(database.pool, [
        call(a, 'select public.leave_workspace($1)', [ws]),
        call(b, 'select public.change_member_role($1, $2, $3)', [ws, b.id, 'member']),
      ])
      expect(tally(outcomes)).toEqual({ ok: 1, last_owner: 1 })
      expect(await owners(ws)).toHaveLength(1)
    }
  })
})

describe('account deletion beside the last two owners', () => {
  const ROUNDS = 5

  it('both delete their accounts: one account goes, the other is refused as the last owner', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ws, a, b } = await twoOwners()
      const outcomes = await simultaneously(database.pool, [deleteAccount(a), deleteAccount(b)])
      expect(tally(outcomes)).toEqual({ ok: 1, last_owner: 1 })
      expect(await owners(ws)).toHaveLength(1)
    }
  })

  it('one deletes their account while the other leaves: exactly one of them goes through', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { ws, a, b } = await twoOwners()
      const outcomes = await simultaneously(database.pool, [
        deleteAccount(a),
        call(b, 'select public.leave_workspace($1)', [ws]),
      ])
      expect(tally(outcomes)).toEqual({ ok: 1, last_owner: 1 })
      expect(await owners(ws)).toHaveLength(1)
    }
  })
})

describe('one invitation accepted twice at once', () => {
  it('joins once; the second acceptance is invite_invalid', async () => {
    const [owner, guest] = await createUsers(database.pool, ['Owner', 'Guest'])
    const ws = await createTeam(database.pool, owner!)
    const token = await invite(database.pool, owner!, ws, guest!.email)
    const outcomes = await simultaneously(database.pool, [
      call(guest!, 'select public.accept_invitation($1)', [token]),
      call(guest!, 'select public.accept_invitation($1)', [token]),
    ])
    expect(tally(outcomes)).toEqual({ ok: 1, invite_invalid: 1 })
    const { rows } = await database.pool.query(
      'select role from public.workspace_members where workspace_id = $1 and user_id = $2',
      [ws, guest!.id],
    )
    expect(rows).toEqual([{ role: 'member' }])
  })
})

describe('an invitation revoked while it is accepted', () => {
  it('ends either joined and not revoked, or revoked and not joined', async () => {
    for (let round = 0; round < 5; round++) {
      const [owner, guest] = await createUsers(database.pool, ['Owner', 'Guest'])
      const ws = await createTeam(database.pool, owner!)
      const token = await invite(database.pool, owner!, ws, guest!.email)
      // The revoke is what the members page sends: an update of revoked_at (RLS: pending only).
      const outcomes = await simultaneously(database.pool, [
        call(guest!, 'select public.accept_invitation($1)', [token]),
        call(
          owner!,
          `update public.invitations set revoked_at = now() where workspace_id = $1 and email = lower($2)`,
          [ws, guest!.email],
        ),
      ])
      const { rows } = await database.pool.query<{ joined: boolean; revoked: boolean }>(
        `select exists (select 1 from public.workspace_members where workspace_id = $1 and user_id = $2) as joined,
                (select revoked_at is not null from public.invitations where workspace_id = $1) as revoked`,
        [ws, guest!.id],
      )
      const [state] = rows
      expect(state!.joined).toBe(!state!.revoked)
      expect(outcomes[0]).toBe(state!.joined ? 'ok' : 'invite_invalid')
    }
  })
})

describe('invitation limits under a burst', () => {
  it('ten simultaneous sends to one address: three go out, seven are rate_limited', async () => {
    const [owner, admin] = await createUsers(database.pool, ['Owner', 'Admin'])
    const ws = await createTeam(database.pool, owner!, [[admin!, 'admin']])
    const outcomes = await simultaneously(
      database.pool,
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? admin! : owner!, 'select public.create_invitation($1, $2, $3)', [
          ws,
          'burst@example.com',
          'member',
        ]),
      ),
    )
    expect(tally(outcomes)).toEqual({ ok: 3, rate_limited: 7 })
    const { rows } = await database.pool.query(
      `select (select count(*)::int from private.invitation_sends
                 where workspace_id = $1 and email = 'burst@example.com') as sends,
              (select count(*)::int from public.invitations where workspace_id = $1
                 and accepted_at is null and revoked_at is null) as pending`,
      [ws],
    )
    expect(rows).toEqual([{ sends: 3, pending: 1 }])
  })

  it('ten simultaneous invitations at 45 pending: five are issued, five refused at the 50 limit', async () => {
    const owner = await createUser(database.pool, 'Owner')
    const ws = await createTeam(database.pool, owner)
    for (let i = 0; i < 45; i++) await invite(database.pool, owner, ws, `pending-${i}@example.com`)
    const outcomes = await simultaneously(
      database.pool,
      Array.from({ length: 10 }, (_, i) =>
        call(owner, 'select public.create_invitation($1, $2, $3)', [
          ws,
          `late-${i}@example.com`,
          'member',
        ]),
      ),
    )
    expect(tally(outcomes)).toEqual({ ok: 5, limit_reached: 5 })
    const { rows } = await database.pool.query(
      `select count(*)::int as pending from public.invitations
       where workspace_id = $1 and accepted_at is null and revoked_at is null`,
      [ws],
    )
    expect(rows).toEqual([{ pending: 50 }])
  })
})

describe('membership limits under a burst', () => {
  it('two people take one slug at the same moment: one workspace, the other slug_taken', async () => {
    const [a, b] = await createUsers(database.pool, ['Ada', 'Bea'])
    const slug = `same-${Date.now().toString(36)}`
    const errors = new Map<number, unknown>()
    const outcomes = await simultaneously(
      database.pool,
      [
        call(a!, 'select public.create_workspace($1, $2)', ['A', slug]),
        call(b!, 'select public.create_workspace($1, $2)', ['B', slug]),
      ],
      errors,
    )
    // Which check refuses the second depends on the interleaving: create_workspace's own
    // (slug_taken) when the first had committed, the unique key (23505 on workspaces_slug_key)
    // when both were past it. The app reads both as slug_taken (toAppError).
    expect(tally(asTheAppSees(outcomes, errors))).toEqual({ ok: 1, slug_taken: 1 })
  })

  it('five workspaces created at once by someone in 18: two are made, three refused at 20', async () => {
    const user = await createUser(database.pool, 'Busy')
    for (let i = 0; i < 18; i++) await createTeam(database.pool, user)
    const outcomes = await simultaneously(
      database.pool,
      Array.from({ length: 5 }, (_, i) =>
        call(user, 'select public.create_workspace($1, $2)', [
          'Burst',
          `burst-${i}-${Date.now().toString(36)}`,
        ]),
      ),
    )
    expect(tally(outcomes)).toEqual({ ok: 2, limit_reached: 3 })
    const { rows } = await database.pool.query(
      'select count(*)::int as n from public.workspace_members where user_id = $1',
      [user.id],
    )
    expect(rows).toEqual([{ n: 20 }])
  })

  it('five invitations accepted at once in a workspace of 48: two join, three refused at 50', async () => {
    const owner = await createUser(database.pool, 'Owner')
    const crowd = await createUsers(
      database.pool,
      Array.from({ length: 47 }, (_, i) => `Crowd ${i}`),
    )
    const ws = await createTeam(
      database.pool,
      owner,
      crowd.map((u) => [u, 'member'] as [User, 'member']),
    )
    const guests = await createUsers(
      database.pool,
      Array.from({ length: 5 }, (_, i) => `Guest ${i}`),
    )
    const tokens: string[] = []
    for (const guest of guests) tokens.push(await invite(database.pool, owner, ws, guest.email))
    const outcomes = await simultaneously(
      database.pool,
      guests.map((guest, i) => call(guest, 'select public.accept_invitation($1)', [tokens[i]])),
    )
    expect(tally(outcomes)).toEqual({ ok: 2, limit_reached: 3 })
    const { rows } = await database.pool.query(
      'select count(*)::int as n from public.workspace_members where workspace_id = $1',
      [ws],
    )
    expect(rows).toEqual([{ n: 50 }])
  })
})
