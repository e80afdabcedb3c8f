'use client'

import { useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'
import { type BoardFilters, filtersToSearch, parseFilters } from '../../_lib/board/filters'
import { useAppPathname } from '@/hooks/use-app-pathname'

/**
 * Filters read from and written to the URL. Writing uses the History API, which Next's router
 * picks up for `useSearchParams` without a server round trip: the board filters in place. A
 * change is a patch over the URL as it is now, not over the filters last rendered: Next applies
 * the URL in a transition, which a busy board can hold back, and a second choice made meanwhile
 * (priority, then assignee) would write the first one away.
 */
export function useBoardFilters(): [BoardFilters, (patch: Partial<BoardFilters>) => void] {
  const params = useSearchParams()
  const pathname = useAppPathname()
  // Never null in the App Router (see useAppPathname for why it is typed so).
  const filters = useMemo(() => parseFilters(new URLSearchParams(params?.toString())), [params])
  const setFilters = useCallback(
    (patch: Partial<BoardFilters>) => {
      const now = new URLSearchParams(window.location.search)
      const search = filtersToSearch({ ...parseFilters(now), ...patch }, now)
      window.history.replaceState(null, '', `${pathname}${search}`)
    },
    [pathname],
  )
  return [filters, setFilters]
}
