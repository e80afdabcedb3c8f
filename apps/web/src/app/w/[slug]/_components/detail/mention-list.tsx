'use client'

import { cn } from '@teamboard/ui/lib/cn'
import type { MentionPicker } from './use-mention-picker'
import { PersonAvatar } from './person-avatar'

/** The picker's listbox under the text box, and the live region that says what it found. */
export function MentionList({ picker }: { picker: MentionPicker }) {
  return (
    <>
      <p role="status" className="sr-only">
        {picker.status}
      </p>
      {picker.open ? (
        <ul
          id={picker.listId}
          role="listbox"
          aria-label="Members to mention"
          data-testid="mention-picker"
          className="absolute top-full left-0 z-50 mt-1 grid max-h-64 w-64 max-w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {picker.matches.map((member, index) => (
            <li
              key={member.userId}
              id={picker.optionId(index)}
              role="option"
              aria-selected={index === picker.active}
              // Keeps the focus (and the caret) in the text box while a click picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => picker.pick(member)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-sm px-2 text-sm',
                index === picker.active && 'bg-accent text-accent-foreground',
              )}
            >
              <span aria-hidden="true">
                <PersonAvatar name={member.displayName} src={member.avatarUrl} />
              </span>
              <span className="truncate">{member.displayName}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
