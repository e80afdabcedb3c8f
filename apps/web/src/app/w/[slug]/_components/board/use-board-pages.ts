'use client'

import { limits } from '@teamboard/supabase/schemas'
import { type Dispatch, useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import {
  type BoardView,
  isLocal,
  queryKey,
  snapshotFrom,
  splitPage,
  toQuery,
} from '../../_lib/board/board-pages'
import type { BoardAction, BoardState } from '../../_lib/board/board-state'
import { boardCountsAction, boardPageAction } from '../../_lib/board/page-actions'
import type { BoardTask, ColumnGroup, LabelInfo } from '../../_lib/board/task-types'
import { toast } from '@/lib/toast'

interface Options {
  slug: string
  boardId: string
  me: string
  labels: readonly LabelInfo[]
  groups: ReadonlyMap<string, ColumnGroup>
  state: BoardState
  dispatch: Dispatch<BoardAction>
  view: BoardView
}

/** Counts asked for again this long after the last change the board could not count itself. */
const recountDelay = 300

/** A refusal says why in catalogue words; a request that never arrived is tried again later. */
function refused(result: { ok: false; message: string } | null) {
  if (result) toast.error(result.message)
}

/**
 * Loads what the view needs beyond the cards the board holds (docs/decisions/board-pages.md):
 * the view's first pages when a column cannot answer it on the client, a column's next page as
 * it scrolls (`loadMore`, given the last card it shows), the counts again when they went stale,
 * and everything again to catch up (`reload`).
 */
export function useBoardPages(options: Options) {
  const { state, view } = options
  const query = toQuery(view, options.me, options.labels, state.cutoff)
  const queryJson = JSON.stringify(query)
  // The loaders run later (a response, a scroll) and read the newest options here.
  const latest = useRef({ ...options, query })
  useLayoutEffect(() => {
    latest.current = { ...options, query }
  })

  const fetchFirst = useCallback(async (all: boolean) => {
    const { slug, boardId, query, groups, view, dispatch } = latest.current
    const result = await boardPageAction({ workspace: slug, board: boardId, query }).catch(
      () => null,
    )
    if (!result?.ok) return refused(result)
    const loaded = snapshotFrom(result.data.rows, result.data.counts ?? [], groups, view)
    if (all) return dispatch({ type: 'replace', tasks: loaded.tasks, pages: loaded.pages })
    const pages = latest.current.state.pages
    const needed = Object.entries(loaded.pages).filter(([id]) => !isLocal(pages[id], view))
    dispatch({ type: 'page', tasks: loaded.tasks, pages: Object.fromEntries(needed) })
  }, [])

  const needed = Object.values(state.pages).some((page) => !isLocal(page, view))
  useEffect(() => {
    if (needed) void fetchFirst(false)
  }, [needed, queryJson, fetchFirst])

  const stale = state.stale && state.pending.length === 0
  useEffect(() => {
    if (!stale) return
    const version = latest.current.state.version
    const recount = async () => {
      const { slug, boardId, query, dispatch } = latest.current
      const result = await boardCountsAction({ workspace: slug, board: boardId, query }).catch(
        () => null,
      )
      if (result?.ok) dispatch({ type: 'counts', counts: result.data, version })
    }
    const timer = setTimeout(() => void recount(), recountDelay)
    return () => clearTimeout(timer)
  }, [stale, state.version])

  const loading = useRef(new Set<string>())
  const load = useCallback(async (columnId: string, last: BoardTask | undefined) => {
    const { slug, boardId, query, view, state, dispatch } = latest.current
    const page = state.pages[columnId]
    if (!page?.next || loading.current.has(columnId)) return
    loading.current.add(columnId)
    const key = queryKey(view, page.group)
    try {
      const after = last ? { position: last.position, id: last.id } : undefined
      const result = await boardPageAction({
        workspace: slug,
        board: boardId,
        query,
        columnId,
        after,
      }).catch(() => null)
      if (!result?.ok) return refused(result)
      const { tasks, next } = splitPage(result.data.rows, limits.boardPageSize)
      dispatch({ type: 'more', columnId, query: key, tasks, next: next.get(columnId) ?? null })
    } finally {
      loading.current.delete(columnId)
    }
  }, [])
  const loadMore = useCallback(
    (columnId: string, last: BoardTask | undefined) => void load(columnId, last),
    [load],
  )
  const reload = useCallback(() => void fetchFirst(true), [fetchFirst])
  return { loadMore, reload }
}
