'use client'

import { type Dispatch, useCallback, useEffect, useLayoutEffect, useRef } from 'react'
import type { LoadArgs } from '../../_lib/board/board-page-loader'
import { type BoardView, isLocal, queryKey } from '../../_lib/board/board-pages'
import type { BoardAction, BoardState } from '../../_lib/board/board-state'
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

// Offline, the chunk itself may not arrive: nothing is loaded, and the next need asks again.
const loader = () => import('../../_lib/board/board-page-loader').catch(() => null)

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
  // The loaders run later (a response, a scroll) and read the newest options here.
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  const argsOf = (): LoadArgs => {
    const { slug, boardId, me, labels, state, view } = latest.current
    return { slug, boardId, me, labels, cutoff: state.cutoff, view }
  }

  const fetchFirst = useCallback(async (all: boolean) => {
    const { groups, view, dispatch } = latest.current
    const loaders = await loader()
    if (!loaders) return
    const { loaded, refused: refusal } = await loaders.loadFirst(argsOf(), groups)
    if (!loaded) return refused(refusal ?? null)
    if (all) return dispatch({ type: 'replace', tasks: loaded.tasks, pages: loaded.pages })
    const pages = latest.current.state.pages
    const needed = Object.entries(loaded.pages).filter(([id]) => !isLocal(pages[id], view))
    dispatch({ type: 'page', tasks: loaded.tasks, pages: Object.fromEntries(needed) })
  }, [])

  const needed = Object.values(state.pages).some((page) => !isLocal(page, view))
  const viewJson = JSON.stringify(view)
  useEffect(() => {
    if (needed) void fetchFirst(false)
  }, [needed, viewJson, fetchFirst])

  const stale = state.stale && state.pending.length === 0
  useEffect(() => {
    if (!stale) return
    const version = latest.current.state.version
    const recount = async () => {
      const counts = await (await loader())?.loadCounts(argsOf())
      if (counts) latest.current.dispatch({ type: 'counts', counts, version })
    }
    const timer = setTimeout(() => void recount(), recountDelay)
    return () => clearTimeout(timer)
  }, [stale, state.version])

  const loading = useRef(new Set<string>())
  const load = useCallback(async (columnId: string, last: BoardTask | undefined) => {
    const { view, state, dispatch } = latest.current
    const page = state.pages[columnId]
    if (!page?.next || loading.current.has(columnId)) return
    loading.current.add(columnId)
    const key = queryKey(view, page.group)
    try {
      const loaders = await loader()
      if (!loaders) return
      const result = await loaders.loadNext(argsOf(), columnId, last)
      if ('refused' in result) return refused(result.refused ?? null)
      dispatch({ type: 'more', columnId, query: key, tasks: result.tasks, next: result.next })
    } finally {
      loading.current.delete(columnId)
    }
  }, [])
  const loadMore = useCallback(
    (columnId: string, last: BoardTask | undefined) => void load(columnId, last),
    [load],
  )
  const reload = useCallback(() => fetchFirst(true), [fetchFirst])
  return { loadMore, reload }
}
