import type { ImportPlan } from '@teamboard/supabase/mutations'

/** What each card of `importPlan` carries. */
export const PLAN_COMMENTS_PER_CARD = 2
export const PLAN_CHECKLIST_PER_CARD = 3

/**
 * A Trello import plan of `cards` cards over three columns and two labels, the way
 * `start_trello_import` takes it. Each card has two comments (one by `ownerId`, one by an imported
 * author, "Trello Tina", whose name is in its body) and a checklist of three, the first done; every
 * other card is assigned to `ownerId`, every fourth has a due date, and every fifth names its
 * labels out of name order (the task's label mirror sorts them). Used by the import's PostgreSQL
 * test (tests-pg/trello-import.test.ts) and its bench (bench/trello-import.ts).
 */
export function importPlan(cards: number, ownerId: string): ImportPlan {
  return {
    source_id: 'trello-board',
    name: 'Imported',
    columns: [
      { name: 'Ideas', group: 'backlog' },
      { name: 'Doing', group: 'started' },
      { name: 'Done', group: 'completed' },
    ],
    labels: [
      { source_id: 'l1', name: 'Bug', color: 'red' },
      { source_id: 'l2', name: 'Feature', color: 'green' },
    ],
    tasks: Array.from({ length: cards }, (_, i) => ({
      source_id: `card-${i}`,
      title: `Card ${i}: refund the payment for order ${i * 7}`,
      description: `Imported card ${i}.\n\nAttachments from Trello:\n- [spec](https://example.com/${i})`,
      column: i % 3,
      due_date: i % 4 === 0 ? '2026-12-31' : null,
      assignee_id: i % 2 === 0 ? ownerId : null,
      label_source_ids: i % 5 === 0 ? ['l2', 'l1'] : ['l1'],
      checklist: Array.from({ length: PLAN_CHECKLIST_PER_CARD }, (_, n) => ({
        text: `Step ${n + 1}`,
        done: n === 0,
      })),
      comments: [
        {
          author_id: ownerId,
          imported_author: null,
          body: `By the owner on card ${i}`,
          at: '2024-05-01T10:00:00Z',
        },
        {
          author_id: null,
          imported_author: 'Trello Tina',
          body: `By Tina on card ${i}`,
          at: null,
        },
      ],
    })),
  }
}
