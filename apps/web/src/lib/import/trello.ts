import type { Enums } from '@teamboard/supabase'
import { limits } from '@teamboard/supabase/schemas'
import type { ImportProblem } from './problems'
import { type TrelloBoard, trelloBoardShape } from './trello-shape'

type ColumnGroup = Enums<'column_group'>
type LabelColor = Enums<'label_color'>

export interface TrelloPlan {
  /** Trello's board id: the key that makes importing the same export twice a no-op. */
  sourceId: string
  name: string
  /** Open lists in board order, each with a guessed group the user may change. */
  columns: { sourceId: string; name: string; group: ColumnGroup }[]
  labels: { sourceId: string; name: string; color: LabelColor }[]
  members: { sourceId: string; name: string; email: string | null }[]
  /** Cards in list order; a closed card, or one on a closed list, is completed. */
  tasks: {
    sourceId: string
    title: string
    description: string
    columnSourceId: string | null
    completed: boolean
    dueDate: string | null
    labelSourceIds: string[]
    memberSourceIds: string[]
    checklist: { text: string; done: boolean }[]
    comments: {
      authorSourceId: string | null
      authorName: string
      body: string
      at: string | null
    }[]
    attachments: { name: string; url: string }[]
  }[]
}

/** A list's group from its name ("Doing" → started); the user can change each. */
export function guessGroup(name: string): ColumnGroup {
  const n = name.toLowerCase()
  if (/\b(done|complete[d]?|finished|shipped|released|closed|archive[d]?)\b/.test(n))
    return 'completed'
  if (/\b(cancel+ed|won'?t do|dropped|rejected)\b/.test(n)) return 'canceled'
  if (/\b(doing|in progress|progress|started|wip|review|testing|qa|working)\b/.test(n))
    return 'started'
  if (/\b(backlog|ideas?|someday|icebox|later)\b/.test(n)) return 'backlog'
  return 'unstarted'
}

const trelloColors: Record<string, LabelColor> = {
  green: 'green',
  yellow: 'yellow',
  orange: 'orange',
  red: 'red',
  purple: 'purple',
  blue: 'blue',
  sky: 'teal',
  lime: 'green',
  pink: 'pink',
  black: 'gray',
}

/** Trello's colour (also its `_dark`/`_light` shades) in our palette; none is gray. */
export function labelColor(trello: string | null | undefined): LabelColor {
  return trelloColors[(trello ?? '').replace(/_(dark|light)$/, '')] ?? 'gray'
}

function problem(message: string): { problems: ImportProblem[] } {
  return { problems: [{ row: 0, column: '', message }] }
}

/**
 * A Trello board export as what an import would make, or what is wrong with the file (not JSON,
 * not a Trello board, over the card limit). Reads, never writes.
 */
export function parseTrello(text: string): { plan: TrelloPlan } | { problems: ImportProblem[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return problem('The file is not JSON. Export the board from Trello with "Export as JSON".')
  }
  const parsed = trelloBoardShape.safeParse(json)
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'the top level'
    return problem(`This is not a Trello board export: ${where} is missing or of the wrong kind.`)
  }
  const board = parsed.data
  if (board.cards.length > limits.importRowsMax)
    return problem(
      `The board has ${board.cards.length} cards; an import takes at most ${limits.importRowsMax}.`,
    )
  const openLists = board.lists.filter((list) => !list.closed).sort((a, b) => a.pos - b.pos)
  if (openLists.length > limits.columnsPerBoard)
    return problem(
      `The board has ${openLists.length} open lists; a board has at most ${limits.columnsPerBoard} columns.`,
    )
  return { plan: planOf(board, new Set(openLists.map((list) => list.id)), openLists) }
}

function planOf(
  board: TrelloBoard,
  open: Set<string>,
  openLists: TrelloBoard['lists'],
): TrelloPlan {
  const names = new Map(board.members.map((m) => [m.id, m.fullName || m.username]))
  const labelNames = new Set<string>()
  const labels = board.labels.flatMap((label) => {
    const color = labelColor(label.color)
    const name = (label.name.trim() || color[0]!.toUpperCase() + color.slice(1)).slice(
      0,
      limits.labelNameMax,
    )
    if (labelNames.has(name.toLowerCase())) return []
    labelNames.add(name.toLowerCase())
    return [{ sourceId: label.id, name, color }]
  })
  const listOrder = new Map(openLists.map((list, index) => [list.id, index]))
  const cards = [...board.cards].sort(
    (a, b) => (listOrder.get(a.idList) ?? 99) - (listOrder.get(b.idList) ?? 99) || a.pos - b.pos,
  )
  return {
    sourceId: board.id,
    name: board.name.trim().slice(0, limits.boardNameMax) || 'Trello board',
    columns: openLists.map((list) => ({
      sourceId: list.id,
      name: list.name.trim().slice(0, limits.columnNameMax) || 'List',
      group: guessGroup(list.name),
    })),
    labels,
    members: board.members.map((m) => ({
      sourceId: m.id,
      name: m.fullName || m.username,
      email: m.email?.toLowerCase() ?? null,
    })),
    tasks: cards.map((card) => ({
      sourceId: card.id,
      title: card.name.trim().slice(0, limits.taskTitleMax) || 'Untitled card',
      description: card.desc.slice(0, limits.taskDescriptionMax),
      columnSourceId: open.has(card.idList) ? card.idList : null,
      completed: card.closed || !open.has(card.idList),
      dueDate: card.due ? card.due.slice(0, 10) : null,
      labelSourceIds: card.idLabels,
      memberSourceIds: card.idMembers,
      checklist: board.checklists
        .filter((list) => list.idCard === card.id)
        .sort((a, b) => a.pos - b.pos)
        .flatMap((list) => [...list.checkItems].sort((a, b) => a.pos - b.pos))
        .slice(0, limits.checklistItemsPerTask)
        .map((item) => ({
          text: item.name.trim().slice(0, limits.checklistItemMax),
          done: item.state === 'complete',
        })),
      comments: board.actions
        .filter(
          (action) =>
            action.type === 'commentCard' &&
            action.data.card?.id === card.id &&
            action.data.text?.trim(),
        )
        .map((action) => ({
          authorSourceId: action.idMemberCreator ?? null,
          authorName:
            names.get(action.idMemberCreator ?? '') ||
            action.memberCreator?.fullName ||
            action.memberCreator?.username ||
            'Trello user',
          body: (action.data.text ?? '').slice(0, limits.commentMax),
          at: action.date ?? null,
        }))
        .reverse(),
      attachments: card.attachments.flatMap((a) =>
        a.url ? [{ name: a.name || a.url, url: a.url }] : [],
      ),
    })),
  }
}
