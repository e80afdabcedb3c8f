'use client'

import { createBrowserSessionClient } from '@teamboard/supabase/client/session'
import { Avatar, AvatarFallback, AvatarImage, initials } from '@teamboard/ui/avatar'
import { Button } from '@teamboard/ui/button'
import { toast } from '@/lib/toast'
import { type ChangeEvent, useEffect, useRef, useState, useTransition } from 'react'
import { FormAlert } from '@teamboard/ui/form-alert'
import { SectionCard } from './section-card'

const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
// Avatars are shown at 32–64 px; the bucket would take 10 MiB, but a photo that large is a mistake.
const AVATAR_MAX_BYTES = 2 * 1024 * 1024

function problemWith(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Choose a PNG, JPEG, WebP or GIF image.'
  if (file.size > AVATAR_MAX_BYTES) return 'Images can be at most 2 MB.'
  return null
}

export function AvatarForm({
  userId,
  name,
  avatar,
}: {
  userId: string
  name: string
  avatar: string | null
}) {
  const input = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<string | null>(null)
  const [current, setCurrent] = useState(avatar)
  const [error, setError] = useState<string | null>(null)
  const [pending, startTransition] = useTransition()

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null
    const problem = chosen ? problemWith(chosen) : null
    setError(problem)
    setFile(problem ? null : chosen)
    setPreview(chosen && !problem ? URL.createObjectURL(chosen) : null)
  }

  function save() {
    if (!file) return
    startTransition(async () => {
      // Storage and PostgREST load with the first upload, not with the page (the JS budgets, apps/web/e2e/js-budget.ts).
      const [{ browserDataClient }, { uploadAvatar }, { avatarUrl }] = await Promise.all([
        import('@/lib/browser-data-client'),
        import('@teamboard/supabase/mutations'),
        import('@teamboard/supabase/queries'),
      ])
      const supabase = browserDataClient()
      const { data, error } = await uploadAvatar(supabase, userId, file)
      if (error) {
        setError(error.message)
        return
      }
      setCurrent(avatarUrl(supabase, data))
      setFile(null)
      setPreview(null)
      if (input.current) input.current.value = ''
      // USER_UPDATED (in every tab) makes the header re-read the profile and show the new picture.
      await createBrowserSessionClient().auth.updateUser({
        data: { avatar_path: data.avatar_path },
      })
      toast.success('Avatar saved.')
    })
  }

  const shown = preview ?? current
  return (
    <SectionCard title="Avatar" description="PNG, JPEG, WebP or GIF, up to 2 MB.">
      <div className="flex items-center gap-4">
        <Avatar className="size-16 shrink-0">
          {shown ? (
            <AvatarImage src={shown} alt={preview ? 'Preview of the new avatar' : 'Your avatar'} />
          ) : null}
          <AvatarFallback className="text-base">{initials(name)}</AvatarFallback>
        </Avatar>
        <label className="grid min-w-0 gap-1 text-sm font-medium">
          Choose an image
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
            className="w-full min-w-0 text-sm font-normal text-muted-foreground file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
          />
        </label>
      </div>
      <FormAlert>{error}</FormAlert>
      <Button className="justify-self-start" onClick={save} disabled={!file} loading={pending}>
        Save avatar
      </Button>
    </SectionCard>
  )
}
