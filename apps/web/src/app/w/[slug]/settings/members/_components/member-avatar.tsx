'use client'

import { Avatar, AvatarFallback, AvatarImage, initials } from '@teamboard/ui/avatar'

// A client component because @teamboard/ui/avatar (and its `initials`) is a client module.
export function MemberAvatar({ name, src }: { name: string; src: string | null }) {
  return (
    <Avatar className="size-9">
      {src ? <AvatarImage src={src} alt="" /> : null}
      <AvatarFallback>{initials(name)}</AvatarFallback>
    </Avatar>
  )
}
