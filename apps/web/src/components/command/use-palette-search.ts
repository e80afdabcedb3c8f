'use client'

import type { SearchHit } from '@teamboard/supabase/queries'
import { searchTasks } from '@teamboard/supabase/queries'
import { useEffect, useState } from 'react'
import { browserDataClient } from '@/lib/browser-data-client'

export type PaletteSearch =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'done'; query: string; hits: SearchHit[] }
  | { state: 'failed'; query: string; message: string }

let client: ReturnType<typeof browserDataClient> | undefined

/** Tasks for what is typed, across the user's workspaces, after a short pause in typing. */
export function usePaletteSearch(query: string): PaletteSearch {
  const [result, setResult] = useState<PaletteSearch>({ state: 'idle' })
  const text = query.trim()
  useEffect(() => {
    if (!text) return
    let current = true
    const timer = setTimeout(() => {
      setResult({ state: 'searching', query: text })
      client ??= browserDataClient()
      void searchTasks(client, text, { limit: 8 }).then(({ data, error }) => {
        if (!current) return
        setResult(
          error
            ? { state: 'failed', query: text, message: error.message }
            : { state: 'done', query: text, hits: data },
        )
      })
    }, 120)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [text])
  return text ? result : { state: 'idle' }
}
