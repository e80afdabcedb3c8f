'use client'

import { useEffect } from 'react'
import { LAST_WORKSPACE_COOKIE } from '@/lib/last-workspace'

/** Notes the board just opened, so `/` can bring this person back to it next time (docs/screens.md). */
export function RememberWorkspace({ slug }: { slug: string }) {
  useEffect(() => {
    const year = 60 * 60 * 24 * 365
    document.cookie = `${LAST_WORKSPACE_COOKIE}=${encodeURIComponent(slug)}; path=/; max-age=${year}; samesite=lax`
  }, [slug])
  return null
}
