import { REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  acceptInvitation,
  createInvitation,
  createTask,
  createLabel,
  createWorkspace,
  deleteLabel,
  deleteTask,
  moveTask,
  updateLabel,
  updateTask,
} from '../src/mutations/index.js'
import { positionBetween } from '../src/position.js'
import { listBoardTasks } from '../src/queries/index.js'
import {
  type BoardStructureChange,
  joinBoardPresence,
  subscribeToWorkspaceBoards,
  subscribeToWorkspaceTasks,
  type Viewer,
} from '../src/realtime/index.js'
import {
  type RealtimeBackend,
  startRealtimeBackend,
  unwrap,
  until,
  type User,
} from './realtime-backend.js'

/**
 * The realtime helpers against the real local backend (tooling/local-supabase with its realtime
 * module: postgres_changes with RLS, presence) and the repo's migrations. Nothing is mocked: the
 * changes are made over REST by real users and arrive over the websocket.
 */
let live: RealtimeBackend
let alice: User
let bob: User
let carol: User
let workspaceA: string
let workspaceB: string

type Event = [kind: string, value: string]

/** Subscribes and resolves with the received events once the server confirmed the join. */
async function listen(who: User, workspaceId: string) {
  const events: Event[] = []
  let ready = false
  const stop = subscribeToWorkspaceTasks(who.client, workspaceId, {
    onInsert: (task) => events.push(['insert', task.title]),
    onUpdate: (task) => events.push(['update', `${task.title}/${task.status}`]),
    onDelete: (task) => events.push(['delete', task.id]),
    onStatus: (status) => {
      if (status === 'SUBSCRIBED') ready = true
    },
  })
  await until(() => ready)
  return { events, stop }
}

beforeAll(async () => {
  live = await startRealtimeBackend()
  ;[alice, bob, carol] = await Promise.all([
    live.user('Alice'),
    live.user('Bob'),
    live.user('Carol'),
  ])
  workspaceA = unwrap(
    await createWorkspace(alice.client, { name: 'A', slug: `rt-a-${Date.now().toString(36)}` }),
  ).id
  workspaceB = unwrap(
    await createWorkspace(carol.client, { name: 'B', slug: `rt-b-${Date.now().toString(36)}` }),
  ).id
  const invite = unwrap(
    await createInvitation(alice.client, workspaceA, { email: bob.email, role: 'member' }),
  )
  unwrap(await acceptInvitation(bob.client, invite.token as string))
}, 60_000)

afterAll(async () => {
  await live?.stop()
})

describe('subscribeToWorkspaceTasks', () => {
  it('a subscription the server cannot set up reports CHANNEL_ERROR with its words, after SUBSCRIBED', async () => {
    // Realtime accepts the join, then refuses the binding in a `system` message (a filter value
    // that is no uuid cannot be cast to the column's type).
    const statuses: string[] = []
    let refusal: Error | undefined
    const stop = subscribeToWorkspaceTasks(alice.client, 'not-a-uuid', {
      onStatus: (status, error) => {
        statuses.push(status)
        if (status === 'CHANNEL_ERROR') refusal = error
      },
    })
    try {
      await until(() => refusal !== undefined)
      expect(statuses).toEqual(['SUBSCRIBED', 'CHANNEL_ERROR'])
      expect(refusal?.message).toMatch(/invalid input syntax for type uuid: "not-a-uuid"/)
    } finally {
      stop()
    }
  })

  it('a member sees create, edit, move and delete; another workspace sees only the deleted id', async () => {
    const bobOnA = await listen(bob, workspaceA)
    const carolOnB = await listen(carol, workspaceB)
    // Carol forging a subscription to A's id: RLS withholds every row she cannot read.
    const carolOnA = await listen(carol, workspaceA)

    const task = unwrap(
      await createTask(alice.client, workspaceA, {
        title: 'Live',
        position: positionBetween(null, null),
      }),
    )
    unwrap(await updateTask(alice.client, task.id, { title: 'Renamed' }))
    unwrap(await moveTask(alice.client, task.id, { status: 'done', position: task.position }))
    unwrap(await deleteTask(alice.client, task.id))
    await until(() => bobOnA.events.length === 4)
    expect(bobOnA.events).toEqual([
      ['insert', 'Live'],
      ['update', 'Renamed/todo'],
      ['update', 'Renamed/done'],
      ['delete', task.id],
    ])

    // Changes are dispatched in commit order, so once Carol has B's insert she has been offered
    // everything before it.
    unwrap(await createTask(carol.client, workspaceB, { title: 'Carol’s', position: 'a0' }))
    await until(() => carolOnB.events.length === 2)
    // Deletes are neither RLS-checked nor filtered by workspace (neither here nor on hosted
    // Supabase): every subscriber to the table gets the id only, and the board ignores it.
    expect(carolOnB.events).toEqual([
      ['delete', task.id],
      ['insert', 'Carol’s'],
    ])
    expect(carolOnA.events.filter(([kind]) => kind !== 'delete')).toEqual([])
    expect(bobOnA.events).toHaveLength(4)

    // After the unsubscribe nothing more arrives (Alice's own listener is the barrier).
    bobOnA.stop()
    const aliceOnA = await listen(alice, workspaceA)
    unwrap(await createTask(alice.client, workspaceA, { title: 'After', position: 'a1' }))
    await until(() => aliceOnA.events.length === 1)
    expect(bobOnA.events).toHaveLength(4)
    aliceOnA.stop()
    carolOnA.stop()
    carolOnB.stop()
  })
})

describe('subscribeToWorkspaceBoards', () => {
  /** Subscribes to `workspaceId`'s boards, columns and labels; resolves once joined. */
  async function listenToBoards(who: User, workspaceId: string) {
    const changes: BoardStructureChange[] = []
    let ready = false
    const stop = subscribeToWorkspaceBoards(who.client, workspaceId, {
      onChange: (change) => changes.push(change),
      onStatus: (status) => {
        if (status === 'SUBSCRIBED') ready = true
      },
    })
    await until(() => ready)
    return { changes, stop }
  }

  it('a member hears which label changed and was deleted; another workspace hears only the deleted id', async () => {
    const bobOnA = await listenToBoards(bob, workspaceA)
    const carolOnB = await listenToBoards(carol, workspaceB)
    try {
      const label = unwrap(
        await createLabel(alice.client, workspaceA, { name: 'Bug', color: 'red' }),
      )
      unwrap(await updateLabel(alice.client, label.id, { name: 'Defect' }))
      unwrap(await deleteLabel(alice.client, label.id))
      await until(() => bobOnA.changes.length === 3)
      expect(bobOnA.changes).toEqual([
        { table: 'labels', id: label.id, deleted: false },
        { table: 'labels', id: label.id, deleted: false },
        { table: 'labels', id: label.id, deleted: true },
      ])
      // Carol's own change is the barrier: by then she has been offered A's delete.
      const hers = unwrap(
        await createLabel(carol.client, workspaceB, { name: 'Hers', color: 'blue' }),
      )
      await until(() => carolOnB.changes.some((change) => change.id === hers.id))
      expect(carolOnB.changes).toEqual([
        { table: 'labels', id: label.id, deleted: true },
        { table: 'labels', id: hers.id, deleted: false },
      ])
    } finally {
      bobOnA.stop()
      carolOnB.stop()
    }
  })
})

describe('reconnecting', () => {
  it('after a dropped connection the channel rejoins, says so, and a reload shows what was missed', async () => {
    const viewer = await live.signIn(bob.email)
    let reconnected = 0
    let joins = 0
    const seen: string[] = []
    let ready = false
    const stop = subscribeToWorkspaceTasks(viewer.client, workspaceA, {
      onInsert: (task) => seen.push(task.title),
      onStatus: (status) => {
        if (status === 'SUBSCRIBED') ready = true
      },
      onReconnect: () => reconnected++,
      onJoin: () => joins++,
    })
    await until(() => ready)
    // The first join is a join too: a view rendered before it catches up there.
    expect([joins, reconnected]).toEqual([1, 0])
    void viewer.client.realtime.disconnect()
    const missed = unwrap(
      await createTask(alice.client, workspaceA, { title: 'While away', position: 'a2' }),
    )
    viewer.client.realtime.connect()
    await until(() => reconnected === 1)
    expect(joins).toBe(2)
    expect(seen).not.toContain('While away')
    const board = unwrap(await listBoardTasks(viewer.client, workspaceA))
    expect(board.map((t) => t.id)).toContain(missed.id)
    // Live again after the rejoin.
    unwrap(await createTask(alice.client, workspaceA, { title: 'Back', position: 'a3' }))
    await until(() => seen.includes('Back'))
    stop()
  })
})

describe('token refresh', () => {
  it('after TOKEN_REFRESHED the channel stays joined and keeps delivering', async () => {
    const viewer = await live.signIn(bob.email)
    const seen: string[] = []
    let ready = false
    let dropped = false
    const stop = subscribeToWorkspaceTasks(viewer.client, workspaceA, {
      onInsert: (task) => seen.push(task.title),
      onStatus: (status) => {
        if (status === 'SUBSCRIBED') ready = true
        else dropped = true
      },
    })
    await until(() => ready)
    const refreshed = await viewer.client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    unwrap(await createTask(alice.client, workspaceA, { title: 'After refresh', position: 'a4' }))
    await until(() => seen.includes('After refresh'))
    expect(dropped).toBe(false)
    stop()
  })
})

describe('joinBoardPresence', () => {
  it('one entry per person however many tabs, updated as people arrive and leave', async () => {
    const me = (u: User, name: string): Viewer => ({
      userId: u.id,
      displayName: name,
      avatarPath: null,
    })
    let bobSees: Viewer[] = []
    const leaveBob = joinBoardPresence(bob.client, workspaceA, me(bob, 'Bob'), (v) => (bobSees = v))
    await until(() => bobSees.length === 1)

    const aliceSecondTab = await live.signIn(alice.email)
    const leaveAlice = joinBoardPresence(alice.client, workspaceA, me(alice, 'Alice'), () => {})
    const leaveAlice2 = joinBoardPresence(
      aliceSecondTab.client,
      workspaceA,
      me(alice, 'Alice'),
      () => {},
    )
    await until(() => bobSees.length === 2)
    expect(bobSees.map((v) => v.displayName)).toEqual(['Alice', 'Bob'])

    leaveAlice()
    // Her other tab is still open.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(bobSees.map((v) => v.displayName)).toEqual(['Alice', 'Bob'])
    leaveAlice2()
    await until(() => bobSees.length === 1)
    expect(bobSees).toEqual([me(bob, 'Bob')])
    leaveBob()
  })

  it('12.7 a member of another workspace cannot join the board channel, see who is there, or broadcast on it', async () => {
    const me = (u: User, name: string): Viewer => ({
      userId: u.id,
      displayName: name,
      avatarPath: null,
    })
    let bobSees: Viewer[] = []
    const leaveBob = joinBoardPresence(bob.client, workspaceA, me(bob, 'Bob'), (v) => (bobSees = v))
    await until(() => bobSees.length === 1)

    let carolSees: Viewer[] = []
    let carolStatus = ''
    const leaveCarol = joinBoardPresence(
      carol.client,
      workspaceA,
      me(carol, 'Carol'),
      (v) => (carolSees = v),
      (status) => (carolStatus = status),
    )
    await until(() => carolStatus === 'CHANNEL_ERROR')
    // A broadcast on the board's private topic: Carol's (over REST, as she cannot join) is dropped.
    const heard: unknown[] = []
    // Another tab of Bob's: one client holds one channel per topic.
    const bobTab = await live.signIn(bob.email)
    const bobChannel = bobTab.client
      .channel(`board:${workspaceA}`, { config: { private: true, broadcast: { self: true } } })
      .on('broadcast', { event: 'poke' }, (message) => heard.push(message.payload))
    let bobReady = false
    bobChannel.subscribe((status) => (bobReady ||= status === REALTIME_SUBSCRIBE_STATES.SUBSCRIBED))
    await until(() => bobReady)
    const carolToken = (await carol.client.auth.getSession()).data.session?.access_token ?? ''
    const sent = await fetch(`${live.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: {
        apikey: live.publishableKey,
        authorization: `Bearer ${carolToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messages: [
          {
            topic: `board:${workspaceA}`,
            event: 'poke',
            payload: { from: 'Carol' },
            private: true,
          },
        ],
      }),
    })
    expect(sent.status).toBe(202)
    await bobChannel.send({ type: 'broadcast', event: 'poke', payload: { from: 'Bob' } })
    await until(() => heard.length === 1)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(heard).toEqual([{ from: 'Bob' }])
    expect(carolSees).toEqual([])
    expect(bobSees).toEqual([me(bob, 'Bob')])
    leaveCarol()
    leaveBob()
    await bobTab.client.removeChannel(bobChannel)
  })
})
