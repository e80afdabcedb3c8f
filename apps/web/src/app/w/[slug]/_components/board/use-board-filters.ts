'use client'

import { useSearchParams } from 'next/navigation'
import { useCallback, useMemo } from 'react'
import { type BoardFilters, filtersToSearch, parseFilters } from '../../_lib/board/filters'
import { useAppPathname } from '@/hooks/use-app-pathname'

/**
 * Filters read from and written to the URL. Writing uses the History API, which Next's router
 * picks up for `useSearchParams` without a server round trip: the board filters in place.
 */
export function useBoardFilters(): [BoardFilters, (next: BoardFilters) => void] {
  const params = useSearchParams()
  const pathname = useAppPathname()
  // Never null in the App Router (see useAppPathname for why it is typed so).
  const filters = useMemo(() => parseFilters(new URLSearchParams(params?.toString())), [params])
  const setFilters = useCallback(
    (next: BoardFilters) => {
      const search = filtersToSearch(next, new URLSearchParams(window.location.search))
      window.history.replaceState(null, '', `${pathname}${search}`)
    },
    [pathname],
  )
  return [filters, setFilters]
}
