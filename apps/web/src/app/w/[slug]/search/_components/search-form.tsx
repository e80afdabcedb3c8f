import { Button } from '@teamboard/ui/button'
import { fieldClasses } from '@teamboard/ui/input'
import { cn } from '@teamboard/ui/lib/cn'
import { columnGroups } from '@teamboard/supabase/schemas'
import { groupLabels, type readSearchParams } from '../_lib/search-params'

const selectClasses = cn(fieldClasses, 'h-9 py-1')
type Option = { value: string; label: string }

function Filter({
  name,
  label,
  value,
  any,
  options,
}: {
  name: string
  label: string
  value: string
  any: string
  options: Option[]
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={`search-${name}`} className="text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select id={`search-${name}`} name={name} defaultValue={value} className={selectClasses}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** A GET form: submitting it is the shareable URL itself. */
export function SearchForm({
  filters,
  members,
  boards,
  labels,
}: {
  filters: ReturnType<typeof readSearchParams>
  members: Option[]
  boards: Option[]
  labels: Option[]
}) {
  return (
    <form role="search" method="get" className="grid gap-3">
      <div className="grid gap-1">
        <label htmlFor="search-q" className="text-xs font-medium text-muted-foreground">
          Words, a phrase in quotes, -to-exclude, or a key like ACME-12
        </label>
        <div className="flex gap-2">
          <input
            id="search-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={200}
            className={fieldClasses}
          />
          <Button type="submit">Search</Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Filter
          name="board"
          label="Board"
          value={filters.board}
          any="All boards"
          options={boards}
        />
        <Filter
          name="assignee"
          label="Assignee"
          value={filters.assignee}
          any="Anyone"
          options={[{ value: 'me', label: 'Me' }, ...members]}
        />
        <Filter
          name="group"
          label="Status"
          value={filters.group ?? ''}
          any="Any status"
          options={columnGroups.map((group) => ({ value: group, label: groupLabels[group] }))}
        />
        <Filter
          name="label"
          label="Label"
          value={filters.labels[0] ?? ''}
          any="Any label"
          options={labels}
        />
      </div>
    </form>
  )
}
