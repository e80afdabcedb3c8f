'use client'

import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import { SearchIcon, XIcon } from 'lucide-react'
import { type BoardFilters, emptyFilters, hasFilters } from '../../_lib/board/filters'
import {
  type BoardMember,
  type LabelInfo,
  isTaskPriority,
  priorityChoices,
} from '../../_lib/board/task-types'
import { useLoadOnFirstInput } from '@/lib/load-later'
import { FilterSelect, filterPicker } from './filter-select'
import { taskMenu } from './task-menu'

const ANY = 'any'

// The board's deferred menus, fetched on the first interaction so they work offline (once the
// board has been touched): a change made offline is queued and sent on reconnect.
const boardMenus = [taskMenu, filterPicker]

/** The assignee filter's value when it is neither a keyword nor a member (a stale or edited link). */
function unknownAssignee(assignee: string | null, members: BoardMember[]): string | null {
  if (assignee === null || assignee === 'me' || assignee === 'unassigned') return null
  return members.some((member) => member.userId === assignee) ? null : assignee
}

/**
 * Assignee (anyone, me, unassigned, a member), priority and a title search. The selects are
 * loaded later (filter-select.tsx).
 */
export function BoardFiltersBar({
  filters,
  members,
  labels,
  me,
  onChange,
}: {
  filters: BoardFilters
  members: BoardMember[]
  labels: LabelInfo[]
  me: string
  /** A change to some of the filters; the others stay as the URL has them. */
  onChange: (patch: Partial<BoardFilters>) => void
}) {
  useLoadOnFirstInput(boardMenus)
  const unknown = unknownAssignee(filters.assignee, members)
  return (
    <search aria-label="Filter tasks" className="flex flex-wrap items-center gap-2">
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search titles"
          placeholder="Search titles"
          className="h-8 w-52 pl-8"
          value={filters.text}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      </div>
      <FilterSelect
        id="filter-assignee"
        label="Assignee"
        className="h-8 w-44"
        value={filters.assignee === me ? 'me' : (filters.assignee ?? ANY)}
        options={[
          { value: ANY, label: 'Any assignee' },
          { value: 'me', label: 'Assigned to me' },
          { value: 'unassigned', label: 'Unassigned' },
          ...members
            .filter((member) => member.userId !== me)
            .map((member) => ({ value: member.userId, label: member.displayName })),
          // A link's value that names no member still shows, so the control is never blank.
          ...(unknown ? [{ value: unknown, label: 'No one matches' }] : []),
        ]}
        onValueChange={(value) => onChange({ assignee: value === ANY ? null : value })}
      />
      <FilterSelect
        id="filter-priority"
        label="Priority"
        className="h-8 w-36"
        value={filters.priorities[0] ?? ANY}
        options={[{ value: ANY, label: 'Any priority' }, ...priorityChoices]}
        onValueChange={(value) => onChange({ priorities: isTaskPriority(value) ? [value] : [] })}
      />
      {labels.length > 0 ? (
        <FilterSelect
          id="filter-label"
          label="Label"
          className="h-8 w-36"
          value={
            labels.find((l) => l.name.toLowerCase() === filters.label?.toLowerCase())?.name ?? ANY
          }
          options={[
            { value: ANY, label: 'Any label' },
            ...labels.map((label) => ({ value: label.name, label: label.name })),
          ]}
          onValueChange={(value) => onChange({ label: value === ANY ? null : value })}
        />
      ) : null}
      {hasFilters(filters) ? (
        <Button variant="ghost" size="sm" className="h-8" onClick={() => onChange(emptyFilters)}>
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
      {unknown ? (
        <p
          role="status"
          className="flex basis-full flex-wrap items-center gap-x-2 text-sm text-muted-foreground"
          data-testid="filter-unknown-assignee"
        >
          The assignee in this link matches no one in this workspace, so no task is shown.
          <Button
            variant="link"
            size="sm"
            className="h-auto p-0"
            onClick={() => onChange({ assignee: null })}
          >
            Show every assignee
          </Button>
        </p>
      ) : null}
    </search>
  )
}
