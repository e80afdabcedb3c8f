import { describe, expect, it } from 'vitest'
import { createTaskSchema, limits, taskStatuses, updateTaskSchema } from './index'
import { Constants } from '../types/database'

describe('task schemas (docs/limits.md)', () => {
  it('statuses are the database enum, in board order', () => {
    expect(taskStatuses).toEqual([
      'backlog',
      'todo',
      'in_progress',
      'in_review',
      'done',
      'canceled',
    ])
    expect(taskStatuses).toBe(Constants.public.Enums.task_status)
  })

  it('a title alone makes a task; it is trimmed', () => {
    expect(createTaskSchema.parse({ title: '  Ship it  ' })).toEqual({ title: 'Ship it' })
  })

  it.each([
    ['an empty title', { title: '   ' }, 'Title is required.'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'Title can be at most 200 characters.'],
    [
      'a long description',
      { title: 'ok', description: 'x'.repeat(limits.taskDescriptionMax + 1) },
      'Description can be at most 20,000 characters.',
    ],
    ['an unknown status', { title: 'ok', status: 'doing' }, 'Choose a status.'],
    ['an unknown priority', { title: 'ok', priority: 'p0' }, 'Choose a priority.'],
    [
      'a date not on the calendar',
      { title: 'ok', dueDate: '2026-02-30' },
      'Enter a valid date (YYYY-MM-DD).',
    ],
    ['an assignee that is not an id', { title: 'ok', assigneeId: 'bob' }, 'Choose a member.'],
  ])('%s gets the field message', (_name, input, message) => {
    const result = createTaskSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
  })

  it('a 200-character title of emoji counts characters, not UTF-16 units', () => {
    expect(createTaskSchema.safeParse({ title: '🚀'.repeat(200) }).success).toBe(true)
  })

  it('an edit changes at least one field; null unassigns and clears the due date', () => {
    expect(updateTaskSchema.safeParse({}).success).toBe(false)
    expect(updateTaskSchema.parse({ assigneeId: null, dueDate: null })).toEqual({
      assigneeId: null,
      dueDate: null,
    })
  })

  it('the task limit is the database one', () => {
    expect(limits.tasksPerWorkspace).toBe(10_000)
  })
})
