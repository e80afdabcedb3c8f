import { createClient } from '@supabase/supabase-js'
import { describe, expectTypeOf, it } from 'vitest'
import type { TypedSupabaseClient } from '../clients/types'
import type { AppError } from '../errors/catalogue'
import { type BoardTask, listBoardTasks } from '../queries/tasks'
import { subscribeToWorkspaceTasks } from '../realtime/tasks'
import type { Enums, Tables } from '../types/database'
import { createTask, moveTask, updateTask } from './tasks'

const supabase: TypedSupabaseClient = createClient('http://localhost:54321', 'key')

describe('task types come from the schema', () => {
  it('status and priority are the enums', () => {
    expectTypeOf<Tables<'tasks'>['status']>().toEqualTypeOf<Enums<'task_status'>>()
    expectTypeOf<Enums<'task_priority'>>().toEqualTypeOf<
      'none' | 'low' | 'medium' | 'high' | 'urgent'
    >()
    // @ts-expect-error -- no such status
    void moveTask(supabase, 'id', { status: 'doing', position: 'a0' })
    // @ts-expect-error -- no such priority
    void updateTask(supabase, 'id', { priority: 'p0' })
  })

  it('move_task takes its arguments by name', () => {
    void supabase.rpc('move_task', { task_id: 'id', status: 'done', position_key: 'a0' })
    // @ts-expect-error -- the key argument is position_key
    void supabase.rpc('move_task', { task_id: 'id', status: 'done', position: 'a0' })
  })

  it('a new task needs a title and a position; the number is the database’s', () => {
    // @ts-expect-error -- no position
    void createTask(supabase, 'ws', { title: 'x' })
    // @ts-expect-error -- the number is assigned by the database
    void createTask(supabase, 'ws', { title: 'x', position: 'a0', number: 3 })
    // @ts-expect-error -- not a table
    void supabase.from('task')
  })

  it('the board carries the assignee profile and no description', async () => {
    const result = await listBoardTasks(supabase, 'ws')
    if (result.error) expectTypeOf(result.error).toEqualTypeOf<AppError>()
    else {
      expectTypeOf(result.data).toEqualTypeOf<BoardTask[]>()
      expectTypeOf(result.data[0]!.assignee).toEqualTypeOf<{
        id: string
        display_name: string
        avatar_path: string | null
        updated_at: string
      } | null>()
      // @ts-expect-error -- the board does not load descriptions
      void result.data[0]!.description
    }
  })

  it('realtime handlers receive task rows', () => {
    subscribeToWorkspaceTasks(supabase, 'ws', {
      onUpdate: (task) => expectTypeOf(task).toEqualTypeOf<Tables<'tasks'>>(),
      onDelete: (task) => expectTypeOf(task).toEqualTypeOf<{ id: string }>(),
    })
  })
})
