import { describe, expect, it } from 'vitest'
import { buildTimeline, type Comment } from './task-detail.js'
import type { Activity } from './tasks.js'

const comment = (id: string, at: string): Comment => ({
  id,
  task_id: 't',
  workspace_id: 'w',
  author_id: null,
  imported_author: null,
  body: id,
  created_at: at,
  edited_at: null,
})
const activity = (id: string, at: string): Activity => ({
  id,
  task_id: 't',
  workspace_id: 'w',
  actor_id: null,
  kind: 'status_changed',
  data: {},
  created_at: at,
})

describe('buildTimeline', () => {
  it('merges comments and activity oldest first, ties by id, whatever the offsets', () => {
    const entries = buildTimeline(
      [comment('c2', '2026-11-23T10:00:02+00:00'), comment('c1', '2026-11-23T11:00:00+01:00')],
      [activity('a1', '2026-11-23T10:00:01Z'), activity('a0', '2026-11-23T10:00:00Z')],
    )
    expect(entries.map((entry) => entry.id)).toEqual(['a0', 'c1', 'a1', 'c2'])
  })
})
