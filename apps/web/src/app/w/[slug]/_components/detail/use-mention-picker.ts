'use client'

import {
  type KeyboardEvent,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { activeMentionQuery, insertMention, matchMembers } from '@/lib/mentions'
import type { DetailMember } from '../../_lib/detail/detail-types'

type Query = { start: number; caret: number; query: string }

/**
 * The @mention picker of a comment or description box, as the ARIA combobox pattern over the
 * textarea: typing `@` lists the members whose names match what follows; Up/Down move, Enter or
 * Tab picks, Escape closes (and only closes: the edit and a dialog around it stay open). Picking
 * puts `@[Name](uuid)` in the text (lib/mentions.ts) and the caret after it.
 */
export function useMentionPicker(
  members: readonly DetailMember[],
  value: string,
  onValueChange: (value: string) => void,
) {
  const listId = `${useId()}-mentions`
  const [seen, setTyped] = useState<Query | null>(null)
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState<number | null>(null)
  const caretAfterPick = useRef<number | null>(null)
  const control = useRef<HTMLTextAreaElement>(null)

  // A query the text no longer holds (the box was sent and emptied, or changed from outside)
  // is over: nothing to pick into.
  const typed = seen && value.slice(seen.start, seen.caret) === `@${seen.query}` ? seen : null
  const matches = typed ? matchMembers(members, typed.query) : []
  const open = typed !== null && dismissed !== typed.start && matches.length > 0
  const current = Math.min(active, Math.max(matches.length - 1, 0))

  useLayoutEffect(() => {
    // The picked mention changed the value: the caret goes after it, not to the text's end.
    const caret = caretAfterPick.current
    if (caret === null || !control.current) return
    caretAfterPick.current = null
    control.current.setSelectionRange(caret, caret)
  }, [value])

  function follow(event: SyntheticEvent<HTMLTextAreaElement>) {
    const el = event.currentTarget
    const caret = el.selectionStart
    const found = caret === el.selectionEnd ? activeMentionQuery(el.value, caret) : null
    if (found?.query !== typed?.query || found?.start !== typed?.start) setActive(0)
    if (found?.start !== dismissed) setDismissed(null)
    setTyped(found ? { ...found, caret } : null)
  }

  function pick(member: DetailMember) {
    if (!typed) return
    const next = insertMention(value, typed.start, typed.caret, member)
    caretAfterPick.current = next.caret
    setTyped(null)
    onValueChange(next.text)
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return
    const plain = !event.metaKey && !event.ctrlKey && !event.altKey && !event.shiftKey
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + matches.length) % matches.length)
    } else if ((event.key === 'Enter' || event.key === 'Tab') && plain) {
      event.preventDefault()
      pick(matches[current]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      setDismissed(typed.start)
    }
  }

  const optionId = (index: number) => `${listId}-${index}`
  return {
    listId,
    open,
    matches,
    active: current,
    optionId,
    pick,
    /** What the live region says; empty while no mention is being typed. */
    status:
      typed === null || dismissed === typed.start
        ? ''
        : matches.length === 0
          ? 'No member matches.'
          : `${matches.length} member${matches.length === 1 ? '' : 's'} found. Up and Down to choose, Enter to mention.`,
    controlProps: {
      ref: control,
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': open ? listId : undefined,
      'aria-activedescendant': open ? optionId(current) : undefined,
      onKeyDown,
      onSelect: follow,
      onInput: follow,
      onBlur: () => setTyped(null),
    } as const,
  }
}

export type MentionPicker = ReturnType<typeof useMentionPicker>
