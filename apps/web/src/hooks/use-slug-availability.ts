'use client'

import { slugSchema } from '@teamboard/supabase/schemas'
import type { SlugAvailability } from '@teamboard/ui/slug-field'
import { useEffect, useState } from 'react'
import { callAction, failureText } from '@/lib/call-server'
import { checkSlugAction } from '@/lib/check-slug-action'

const DEBOUNCE_MS = 350

/**
 * Asks `slug_available` (through a server action) once the user pauses typing. Only well-formed
 * slugs are sent (the field shows the schema's message otherwise), and an answer for a slug the
 * user has since changed is dropped. `current` (the workspace's own slug when renaming) counts
 * as available.
 */
export function useSlugAvailability(slug: string, current?: string): SlugAvailability {
  const [result, setResult] = useState<{ slug: string; availability: SlugAvailability }>({
    slug: '',
    availability: { status: 'idle' },
  })
  const checkable = slug !== current && slugSchema.safeParse(slug).success

  useEffect(() => {
    if (!checkable) return
    let stale = false
    const timer = setTimeout(() => {
      void callAction('workspace.check_slug', () => checkSlugAction({ slug })).then((check) => {
        const availability: SlugAvailability =
          check.status === 'ok'
            ? { status: check.answer ? 'available' : 'taken' }
            : { status: 'error', message: failureText(check) }
        if (!stale) setResult({ slug, availability })
      })
    }, DEBOUNCE_MS)
    return () => {
      stale = true
      clearTimeout(timer)
    }
  }, [slug, checkable])

  if (!checkable) return { status: 'idle' }
  return result.slug === slug ? result.availability : { status: 'checking' }
}
