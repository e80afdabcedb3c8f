import { Button } from '@teamboard/ui/button'
import { fieldClasses } from '@teamboard/ui/input'
import { cn } from '@teamboard/ui/lib/cn'
import { statusChoices } from '../../_lib/board/task-types'

const selectClasses = cn(fieldClasses, 'h-9 py-1')

/** A GET form: submitting it is the shareable URL itself. */
export function SearchForm({
  q,
  assignee,
  status,
  members,
}: {
  q: string
  assignee: string
  status: string
  members: { userId: string; displayName: string }[]
}) {
  return (
    <form role="search" method="get" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto_auto] sm:items-end">
      <div className="grid gap-1">
        <label htmlFor="search-q" className="text-xs font-medium text-muted-foreground">
          Words, a phrase in quotes, -to-exclude, or a key like ACME-12
        </label>
        <input id="search-q" name="q" type="search" defaultValue={q} maxLength={200} className={fieldClasses} />
      </div>
      <div className="grid gap-1">
        <label htmlFor="search-assignee" className="text-xs font-medium text-muted-foreground">
          Assignee
        </label>
        <select id="search-assignee" name="assignee" defaultValue={assignee} className={selectClasses}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          {members.map((member) => (
            <option key={member.userId} value={member.userId}>
              {member.displayName}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor="search-status" className="text-xs font-medium text-muted-foreground">
          Status
        </label>
        <select id="search-status" name="status" defaultValue={status} className={selectClasses}>
          <option value="">Any status</option>
          {statusChoices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit">Search</Button>
    </form>
  )
}
