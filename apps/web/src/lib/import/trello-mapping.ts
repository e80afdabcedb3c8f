import type { Enums } from '@teamboard/supabase'
import type { TrelloPlan } from './trello'

type ColumnGroup = Enums<'column_group'>

export interface TrelloMapping {
  /** The group of each column (by Trello list id), as guessed or as the user changed it. */
  groups: Record<string, ColumnGroup>
  /** Workspace members by lower-cased email. */
  memberIdByEmail: ReadonlyMap<string, string>
}

interface MappedTask {
  sourceId: string
  title: string
  description: string
  /** Index into the mapped columns. */
  column: number
  dueDate: string | null
  assigneeId: string | null
  labelSourceIds: string[]
  checklist: { text: string; done: boolean }[]
  /** A matched member writes the comment; otherwise it is marked imported, with the Trello name. */
  comments: {
    authorId: string | null
    importedAuthor: string | null
    body: string
    at: string | null
  }[]
}

/**
 * The board an import makes from a plan and the user's choices: columns with their groups (plus
 * "Archived", completed, when closed cards have no completed column to go to), cards with the
 * first matched member as assignee, comments attributed by email, attachment links kept in the
 * description (files are not copied from Trello).
 */
export function mapTrello(plan: TrelloPlan, mapping: TrelloMapping) {
  const columns = plan.columns.map((c) => ({
    name: c.name,
    group: mapping.groups[c.sourceId] ?? c.group,
  }))
  let done = columns.findIndex((c) => c.group === 'completed')
  if (done < 0 && plan.tasks.some((t) => t.completed)) {
    columns.push({ name: 'Archived', group: 'completed' })
    done = columns.length - 1
  }
  const columnOf = new Map(plan.columns.map((c, index) => [c.sourceId, index]))
  const memberId = new Map(
    plan.members.flatMap((m) => {
      const id = m.email ? mapping.memberIdByEmail.get(m.email) : undefined
      return id ? [[m.sourceId, id] as const] : []
    }),
  )
  const tasks: MappedTask[] = plan.tasks.map((task) => {
    const own = columnOf.get(task.columnSourceId ?? '')
    const column =
      task.completed && (own === undefined || columns[own]?.group !== 'completed')
        ? done
        : (own ?? 0)
    const links = task.attachments.map((a) => `- [${a.name.replace(/[[\]]/g, '')}](${a.url})`)
    return {
      sourceId: task.sourceId,
      title: task.title,
      description: links.length
        ? `${task.description}${task.description ? '\n\n' : ''}Attachments from Trello:\n${links.join('\n')}`
        : task.description,
      column,
      dueDate: task.dueDate,
      assigneeId: task.memberSourceIds.map((id) => memberId.get(id)).find(Boolean) ?? null,
      labelSourceIds: task.labelSourceIds,
      checklist: task.checklist,
      comments: task.comments.map((c) => {
        const authorId = memberId.get(c.authorSourceId ?? '') ?? null
        return { authorId, importedAuthor: authorId ? null : c.authorName, body: c.body, at: c.at }
      }),
    }
  })
  return { name: plan.name, sourceId: plan.sourceId, columns, labels: plan.labels, tasks }
}
