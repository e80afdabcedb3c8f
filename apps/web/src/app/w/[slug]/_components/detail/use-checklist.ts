'use client'

import { comparePositions } from '@teamboard/supabase'
import type { ChecklistItem } from '@teamboard/supabase/queries'
import { subscribeToChecklist } from '@teamboard/supabase/realtime'
import { createBrowserRealtimeClient } from '@teamboard/supabase/client/realtime'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ActionResult } from '@/lib/actions/result'
import { callAction } from '@/lib/call-server'
import { useChangeQueue } from '../use-change-queue'
import { positionBetween } from '../../_lib/board/position'
import {
  addChecklistItemAction,
  deleteChecklistItemAction,
  listChecklistAction,
  updateChecklistItemAction,
} from '../../_lib/detail/checklist-actions'

const sorted = (items: ChecklistItem[]) => [...items].sort(comparePositions)

/**
 * A task's checklist: changes show at once and go out through the checklist actions; a refusal
 * toasts and reloads the list. Teammates' changes arrive over realtime, which reloads it. A
 * reload answered while this tab's own changes are still on their way, or overtaken by a later
 * change, is dropped (it could predate them) and followed by one more; the last change to settle
 * reloads once more.
 */
export function useChecklist(slug: string, taskId: string, initial: ChecklistItem[]) {
  const [items, setItems] = useState(() => sorted(initial))
  // The list as last shown, for keys computed between two renders (two quick adds).
  const latest = useRef(items)
  useLayoutEffect(() => {
    latest.current = items
  }, [items])
  const sending = useRef(0)
  // Shown as aria-busy on the list: a reload before it clears would cut a change off.
  const [saving, setSaving] = useState(false)
  // One reload at a time: changes arriving meanwhile ask for one more after it, not one each.
  const reloading = useRef(false)
  const again = useRef(false)

  const reload = useCallback(async () => {
    if (reloading.current) {
      again.current = true
      return
    }
    reloading.current = true
    try {
      for (;;) {
        again.current = false
        const outcome = await callAction(
          'checklist.list',
          () => listChecklistAction({ workspace: slug, taskId }),
          { background: true },
        )
        if (again.current) continue
        if (outcome.status === 'ok' && sending.current === 0) setItems(sorted(outcome.answer))
        return
      }
    } finally {
      reloading.current = false
    }
  }, [slug, taskId])

  useEffect(
    () =>
      subscribeToChecklist(createBrowserRealtimeClient(), taskId, {
        // A delete names no task: one of an item this list does not hold is someone else's.
        onChange: ({ id, deleted }) => {
          if (!deleted || latest.current.some((item) => item.id === id)) void reload()
        },
        onJoin: () => void reload(),
      }),
    [taskId, reload],
  )

  // Changes go out in order through the page's change queue (kept while offline, retried);
  // each answer, or the last one, reloads the list as said above.
  const { push } = useChangeQueue<() => Promise<ActionResult<unknown>>, unknown>({
    send: (call) => callAction('checklist.change', call),
    onSettled: () => answered(true),
    onRefused: () => answered(false),
  })

  function answered(ok: boolean) {
    sending.current--
    if (sending.current === 0) setSaving(false)
    if (!ok || sending.current === 0) void reload()
  }

  function send(call: () => Promise<ActionResult<unknown>>) {
    sending.current++
    setSaving(true)
    return push(call)
  }

  function patch(id: string, change: Partial<ChecklistItem>) {
    setItems((list) => sorted(list.map((item) => (item.id === id ? { ...item, ...change } : item))))
  }

  function place(id: string, index: number) {
    const items = latest.current
    const rest = items.filter((item) => item.id !== id)
    if (index < 0 || index > rest.length || items[index]?.id === id) return
    const position = positionBetween(
      rest[index - 1]?.position ?? null,
      rest[index]?.position ?? null,
    )
    latest.current = sorted(items.map((item) => (item.id === id ? { ...item, position } : item)))
    patch(id, { position })
    void send(() => updateChecklistItemAction({ workspace: slug, id, position }))
  }

  return {
    items,
    saving,
    add(body: string) {
      const id = crypto.randomUUID()
      const position = positionBetween(latest.current.at(-1)?.position ?? null, null)
      const now = new Date().toISOString()
      const item: ChecklistItem = {
        id,
        task_id: taskId,
        workspace_id: '',
        body,
        done: false,
        position,
        created_by: null,
        created_at: now,
        updated_at: now,
      }
      latest.current = [...latest.current, item]
      setItems((list) => [...list, item])
      void send(() => addChecklistItemAction({ workspace: slug, taskId, id, body, position }))
    },
    tick(id: string, done: boolean) {
      patch(id, { done })
      void send(() => updateChecklistItemAction({ workspace: slug, id, done }))
    },
    edit(id: string, body: string) {
      patch(id, { body })
      void send(() => updateChecklistItemAction({ workspace: slug, id, body }))
    },
    /** Puts an item at `index` of the list (a drop): a key between its new neighbours. */
    place,
    /** Moves an item one place up (-1) or down (1), the buttons' way. */
    move(id: string, by: -1 | 1) {
      const index = latest.current.findIndex((item) => item.id === id)
      if (index >= 0) place(id, index + by)
    },
    remove(id: string) {
      setItems((list) => list.filter((item) => item.id !== id))
      void send(() => deleteChecklistItemAction({ workspace: slug, id }))
    },
  }
}
