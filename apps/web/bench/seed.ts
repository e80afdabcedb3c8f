import { positionBetween } from '@teamboard/supabase'
import { type Person, boardColumns, clientAs, team } from '../e2e/board-helpers.ts'

export interface SeededBoard {
  slug: string
  workspaceId: string
  owner: Person
  mate: Person
  tasks: number
}

const priorities = ['none', 'low', 'medium', 'high', 'urgent'] as const

/**
 * A workspace of two with `count` tasks spread round-robin over every column of its board (the
 * status follows the column's group), inserted as the owner.
 */
export async function seedBoard(count: number): Promise<SeededBoard> {
  const { slug, workspaceId, owner, mate } = await team()
  const client = await clientAs(owner.email)
  const columns = await boardColumns(workspaceId)
  const last: Record<string, string | null> = {}
  const rows = Array.from({ length: count }, (_, i) => {
    const column = columns[i % columns.length]!.id
    const position = positionBetween(last[column] ?? null, null)
    last[column] = position
    return {
      workspace_id: workspaceId,
      column_id: column,
      title: `Task ${i + 1}: ${['Fix', 'Plan', 'Ship', 'Review'][i % 4]} the ${['login', 'billing', 'footer', 'docs'][i % 4]}`,
      priority: priorities[i % priorities.length]!,
      assignee_id: i % 3 === 0 ? mate.id : i % 3 === 1 ? owner.id : null,
      position,
    }
  })
  for (let i = 0; i < rows.length; i += 250) {
    const { error } = await client.from('tasks').insert(rows.slice(i, i + 250))
    if (error) throw new Error(`seeding failed: ${error.message}`)
  }
  return { slug, workspaceId, owner, mate, tasks: count }
}
