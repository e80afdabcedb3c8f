'use client'

import { createContext, type ReactNode, useContext } from 'react'

/** The workspace's members by user id, with their current names, for the mentions in view. */
const MentionNames = createContext<ReadonlyMap<string, string>>(new Map())

export function MentionNamesProvider({
  names,
  children,
}: {
  names: ReadonlyMap<string, string>
  children: ReactNode
}) {
  return <MentionNames value={names}>{children}</MentionNames>
}

/**
 * A mention in rendered text: a member shows as a chip with their name as it is now; someone who
 * is no longer a member shows as the plain `@Name` stored in the text (`fallback`).
 */
export function MentionChip({ userId, fallback }: { userId: string; fallback: ReactNode }) {
  const name = useContext(MentionNames).get(userId)
  if (name === undefined) return <span>{fallback}</span>
  return (
    <span
      data-testid="mention"
      data-user-id={userId}
      className="rounded-sm bg-primary/10 px-1 font-medium text-primary"
    >
      @{name}
    </span>
  )
}
