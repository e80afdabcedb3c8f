'use client'

import { Button } from '@teamboard/ui/button'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from '@/lib/toast'
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
    const result = await archiveBoardAction({ workspace: slug, id, archived: !archived }).catch(
      () => null,
    )
    setBusy(false)
    if (!result?.ok) toast.error(result?.message ?? 'Something went wrong.')
    else router.refresh()
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
