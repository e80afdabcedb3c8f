import { columnGroups } from '@teamboard/supabase/schemas'
import type { ColumnGroup } from '@teamboard/supabase/schemas'

export type RawParams = Record<string, string | string[] | undefined>

const all = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value : value ? [value] : []
const one = (value: string | string[] | undefined) => all(value)[0] ?? ''

export const groupLabels: Record<ColumnGroup, string> = {
  backlog: 'Backlog',
  unstarted: 'Not started',
  started: 'Started',
  completed: 'Completed',
  canceled: 'Canceled',
}

/**
 * The search page's URL, read leniently: a value that names nothing here (an unknown board,
 * label, member or group, e.g. from another workspace's link) is dropped, never an error.
 */
export function readSearchParams(
  params: RawParams,
  known: { boards: string[]; labels: string[]; members: string[]; me: string },
) {
  const assignee = one(params.assignee)
  const group = (columnGroups as readonly ColumnGroup[]).find(
    (value) => value === one(params.group),
  )
  return {
    q: one(params.q).trim(),
    board: known.boards.find((slug) => slug === one(params.board)) ?? '',
    assignee: assignee === 'me' || known.members.includes(assignee) ? assignee : '',
    assigneeId: assignee === 'me' ? known.me : known.members.find((id) => id === assignee),
    group,
    labels: all(params.label).filter((id) => known.labels.includes(id)),
  }
}
