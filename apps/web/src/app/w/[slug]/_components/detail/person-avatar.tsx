'use client'

import { Avatar, AvatarFallback, AvatarImage, initials } from '@teamboard/ui/avatar'
import { UserXIcon } from 'lucide-react'

/** A face on the timeline; someone whose account is gone gets a neutral icon. */
export function PersonAvatar({ name, src }: { name: string | null; src: string | null }) {
  return (
    <Avatar className="size-7">
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback className="text-[11px]">
        {name ? initials(name) : <UserXIcon aria-hidden="true" className="size-3.5" />}
      </AvatarFallback>
    </Avatar>
  )
}
