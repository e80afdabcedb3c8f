'use client'

import { Button } from '@teamboard/ui/button'
import { Input } from '@teamboard/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@teamboard/ui/select'
import { SearchIcon, XIcon } from 'lucide-react'
import { type BoardFilters, emptyFilters, hasFilters } from '../../_lib/board/filters'
import { type BoardMember, isTaskPriority, priorityChoices } from '../../_lib/board/task-types'

const ANY = 'any'

/** Assignee (anyone, me, unassigned, a member), priority and a title search. */
export function BoardFiltersBar({
  filters,
  members,
  me,
  onChange,
}: {
  filters: BoardFilters
  members: BoardMember[]
  me: string
  onChange: (next: BoardFilters) => void
}) {
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
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
        />
      </div>
      <Select
        value={filters.assignee ?? ANY}
        onValueChange={(value) => onChange({ ...filters, assignee: value === ANY ? null : value })}
      >
        {/* Named "Assignee <value>": the visible text stays part of the name (WCAG 2.5.3). */}
        <span id="filter-assignee-label" className="sr-only">
          Assignee
        </span>
        <SelectTrigger
          id="filter-assignee"
          aria-labelledby="filter-assignee-label filter-assignee"
          className="h-8 w-44"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>Any assignee</SelectItem>
          <SelectItem value="me">Assigned to me</SelectItem>
          <SelectItem value="unassigned">Unassigned</SelectItem>
          {members
            .filter((member) => member.userId !== me)
            .map((member) => (
              <SelectItem key={member.userId} value={member.userId}>
                {member.displayName}
              </SelectItem>
            ))}
        </SelectContent>
      </Select>
      <Select
        value={filters.priorities[0] ?? ANY}
        onValueChange={(value) =>
          onChange({ ...filters, priorities: isTaskPriority(value) ? [value] : [] })
        }
      >
        <span id="filter-priority-label" className="sr-only">
          Priority
        </span>
        <SelectTrigger
          id="filter-priority"
          aria-labelledby="filter-priority-label filter-priority"
          className="h-8 w-36"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>Any priority</SelectItem>
          {priorityChoices.map((choice) => (
            <SelectItem key={choice.value} value={choice.value}>
              {choice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {hasFilters(filters) ? (
        <Button variant="ghost" size="sm" className="h-8" onClick={() => onChange(emptyFilters)}>
          <XIcon aria-hidden="true" />
          Clear filters
        </Button>
      ) : null}
    </search>
  )
}
