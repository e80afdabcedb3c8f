'use client'

import { Button } from '@teamboard/ui/button'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { runAction } from '@/lib/run-action'
import { archiveBoardAction } from '../_lib/board-actions'

/** Archive an open board or restore an archived one; refusals (last open board, limit) toast. */
export function BoardArchiveButton({
  slug,
  id,
  name,
  archived,
}: {
  slug: string
  id: string
  name: string
  archived: boolean
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  async function toggle() {
    setBusy(true)
    const done = await runAction(() =>
      archiveBoardAction({ workspace: slug, id, archived: !archived }),
    )
    setBusy(false)
    if (done) router.refresh()
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={`${archived ? 'Restore' : 'Archive'} ${name}`}
      onClick={() => void toggle()}
    >
      {archived ? 'Restore' : 'Archive'}
    </Button>
  )
}
