import { describe, expect, it } from 'vitest'
import type { TrelloPlan } from './trello'
import { mapTrello } from './trello-mapping'
import { toImportPlan } from './trello-plan'

function plan(labelSourceIds: string[]): TrelloPlan {
  return {
    sourceId: 'b1',
    name: 'Board',
    columns: [{ sourceId: 'l1', name: 'Todo', group: 'unstarted' }],
    labels: Array.from({ length: 12 }, (_, i) => ({
      sourceId: `lab${i}`,
      name: `Label ${i}`,
      color: 'gray' as const,
    })),
    members: [],
    tasks: [
      {
        sourceId: 'c1',
        title: 'Card',
        description: '',
        columnSourceId: 'l1',
        completed: false,
        dueDate: '2026-01-02',
        labelSourceIds,
        memberSourceIds: [],
        checklist: [
          { text: 'Step', done: true },
          { text: '', done: false },
        ],
        comments: [{ authorSourceId: 'm1', authorName: 'Tina', body: 'Hi', at: null }],
        attachments: [],
      },
    ],
  }
}

describe('toImportPlan', () => {
  it('names every field as start_trello_import reads it', () => {
    const mapped = mapTrello(plan(['lab1']), {
      groups: { l1: 'started' },
      memberIdByEmail: new Map(),
    })
    const result = toImportPlan(mapped)
    expect(result.labels).toContainEqual({ source_id: 'lab1', name: 'Label 1', color: 'gray' })
    expect({ ...result, labels: [] }).toEqual({
      source_id: 'b1',
      name: 'Board',
      columns: [{ name: 'Todo', group: 'started' }],
      labels: [],
      tasks: [
        {
          source_id: 'c1',
          title: 'Card',
          description: '',
          column: 0,
          due_date: '2026-01-02',
          assignee_id: null,
          label_source_ids: ['lab1'],
          checklist: [{ text: 'Step', done: true }],
          comments: [{ author_id: null, imported_author: 'Tina', body: 'Hi', at: null }],
        },
      ],
    })
  })

  it('keeps a card’s first ten known labels, once each', () => {
    const ids = ['gone', 'lab0', 'lab0', ...Array.from({ length: 11 }, (_, i) => `lab${i + 1}`)]
    const mapped = mapTrello(plan(ids), { groups: {}, memberIdByEmail: new Map() })
    expect(toImportPlan(mapped).tasks[0]!.label_source_ids).toEqual(
      Array.from({ length: 10 }, (_, i) => `lab${i}`),
    )
  })
})
