'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import { errorCatalogue, isAppErrorCode } from '@teamboard/supabase/errors'
import type { ImportJob } from '@teamboard/supabase/queries'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { callRoute, failureText } from '@/lib/call-server'

// Progress is read twice a second: the bench holds a step under a second (docs/limits.md).
const pollMs = 500

/** The import as the handler answers it, or the words for why not (lib/call-server.ts). */
async function call(url: string, method: 'GET' | 'DELETE'): Promise<ImportJob | string> {
  const name = method === 'GET' ? 'import.progress' : 'import.cancel'
  const outcome = await callRoute<ImportJob>(name, url, { method })
  return outcome.status === 'ok' ? outcome.answer : failureText(outcome)
}

/**
 * A running import's progress bar, read from the server until it ends (so it survives a reload:
 * the page finds the running import again), with Cancel; then how it ended.
 */
export function ImportProgress({
  slug,
  initial,
  onEnd,
}: {
  slug: string
  initial: ImportJob
  onEnd?: (job: ImportJob) => void
}) {
  const [job, setJob] = useState(initial)
  const [failure, setFailure] = useState<string>()
  const [canceling, setCanceling] = useState(false)
  const url = `/w/${slug}/import/${initial.id}`
  const running = job.status === 'running'

  useEffect(() => {
    if (!running) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    // One request at a time: the next is asked for once the last has answered.
    async function poll() {
      const next = await call(url, 'GET')
      if (stopped) return
      if (typeof next === 'string') setFailure(next)
      else {
        setFailure(undefined)
        setJob(next)
      }
      if (typeof next === 'string' || next.status === 'running')
        timer = setTimeout(() => void poll(), pollMs)
    }
    timer = setTimeout(() => void poll(), pollMs)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [running, url])

  useEffect(() => {
    if (!running) onEnd?.(job)
  }, [running, job, onEnd])

  async function cancel() {
    setCanceling(true)
    const next = await call(url, 'DELETE')
    setCanceling(false)
    if (typeof next === 'string') setFailure(next)
    else setJob(next)
  }

  if (job.status === 'completed')
    return (
      <FormAlert tone="success">
        Imported {job.total} cards from Trello into “{job.name}”.{' '}
        {job.board ? (
          <Link className="underline" href={`/w/${slug}/b/${job.board.slug}`}>
            Open the board
          </Link>
        ) : null}
      </FormAlert>
    )
  if (job.status === 'canceled')
    return <FormAlert>Import of “{job.name}” cancelled: nothing was kept.</FormAlert>
  if (job.status === 'failed')
    return (
      <FormAlert>
        {isAppErrorCode(job.error) ? errorCatalogue[job.error] : errorCatalogue.unexpected}
      </FormAlert>
    )
  const percent = job.total ? Math.floor((job.done / job.total) * 100) : 0
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        Importing “{job.name}”: {job.done} of {job.total} cards
      </p>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.done}
        className="h-2 overflow-hidden rounded bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <FormAlert>{failure}</FormAlert>
      <div>
        <Button type="button" variant="outline" loading={canceling} onClick={() => void cancel()}>
          Cancel import
        </Button>
      </div>
    </div>
  )
}
