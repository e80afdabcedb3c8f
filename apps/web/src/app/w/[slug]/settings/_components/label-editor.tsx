'use client'

import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { LabelChip } from '@/components/label-chip'
import type { ActionResult } from '@/lib/actions/result'
import { type LabelColor, labelPalette } from '@/lib/label-colors'
import { formText } from '@/lib/form-text'
import { runAction } from '@/lib/run-action'
import { createLabelAction, deleteLabelAction, updateLabelAction } from '../_lib/board-actions'

const colors = Object.keys(labelPalette) as LabelColor[]

function ColorSelect({
  value,
  onChange,
}: {
  value: LabelColor
  onChange: (c: LabelColor) => void
}) {
  return (
    <select
      aria-label="Colour"
      value={value}
      onChange={(event) => onChange(event.target.value as LabelColor)}
      className="h-9 rounded-md border bg-background px-2 text-sm"
    >
      {colors.map((color) => (
        <option key={color} value={color}>
          {labelPalette[color].name}
        </option>
      ))}
    </select>
  )
}

/** The workspace's labels: add, rename, recolour, delete (owners and admins). */
export function LabelEditor({
  slug,
  labels,
}: {
  slug: string
  labels: { id: string; name: string; color: LabelColor }[]
}) {
  const router = useRouter()
  const [color, setColor] = useState<LabelColor>('blue')
  const [busy, setBusy] = useState(false)

  async function run(call: () => Promise<ActionResult<unknown>>): Promise<boolean> {
    setBusy(true)
    const done = await runAction(call)
    setBusy(false)
    if (done) router.refresh()
    return done !== null
  }

  return (
    <div className="grid gap-6">
      <form
        aria-label="New label"
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          const form = event.currentTarget
          const name = formText(new FormData(form), 'name')
          void run(() => createLabelAction({ workspace: slug, name, color })).then(
            (ok) => ok && form.reset(),
          )
        }}
      >
        <Input name="name" aria-label="Label name" maxLength={40} className="w-56" required />
        <ColorSelect value={color} onChange={setColor} />
        <Button type="submit" disabled={busy}>
          Add label
        </Button>
      </form>
      <ul aria-label="Labels" className="divide-y">
        {labels.map((label) => (
          <li key={label.id} className="flex flex-wrap items-center gap-2 py-2">
            <LabelChip name={label.name} color={label.color} className="mr-auto" />
            <Input
              aria-label={`Rename ${label.name}`}
              defaultValue={label.name}
              maxLength={40}
              className="h-8 w-44"
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                const name = event.currentTarget.value
                if (name !== label.name)
                  void run(() => updateLabelAction({ workspace: slug, id: label.id, name }))
              }}
            />
            <ColorSelect
              value={label.color}
              onChange={(next) =>
                void run(() => updateLabelAction({ workspace: slug, id: label.id, color: next }))
              }
            />
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              disabled={busy}
              aria-label={`Delete ${label.name}`}
              onClick={() => void run(() => deleteLabelAction({ workspace: slug, id: label.id }))}
            >
              Delete
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
