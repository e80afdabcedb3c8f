import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { problemText } from './problems'
import { guessGroup, labelColor, parseTrello, type TrelloPlan } from './trello'
import { mapTrello } from './trello-mapping'

// Real Trello exports, copied unmodified from the public repository wekan/wekan (see
// fixtures/README.md for the paths and commits):
//   fixtures/wekan-trello-project100.json  ← docs/Features/ImportExport/Trello/trello/trello-project100.json
//   fixtures/wekan-trello-import-formats.json ← tests/fixtures/import-formats/trello.json
function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
}

interface TrelloJson {
  cards: { closed: boolean; idMembers: string[] }[]
  members: unknown[]
}

function fixtureJson(name: string): TrelloJson {
  return JSON.parse(fixture(name)) as TrelloJson
}

function planOf(name: string): TrelloPlan {
  const result = parseTrello(fixture(name))
  if (!('plan' in result)) throw new Error(result.problems.map(problemText).join('\n'))
  return result.plan
}

describe('parseTrello on a board exported from Trello (wekan/wekan trello-project100.json)', () => {
  const plan = planOf('wekan-trello-project100.json')

  it('maps the board, its lists to columns with guessed groups, and its labels', () => {
    expect(plan.sourceId).toBe('5fcbec03c670ab79e1f625b2')
    expect(plan.name).toBe('Project 100')
    expect(plan.columns).toEqual([
      { sourceId: '5fcbec0a23b2cc266296d6a3', name: 'Todo', group: 'unstarted' },
      { sourceId: '5fcbec1161adb425de51ca13', name: 'In Progress', group: 'started' },
      { sourceId: '5fcbec13f32ee17fc4780b10', name: 'Done', group: 'completed' },
    ])
    // Unnamed Trello labels are named after their colour.
    expect(plan.labels).toEqual([
      { sourceId: '5fcbec031258da48af166d5f', name: 'Green', color: 'green' },
      { sourceId: '5fcbec031258da48af166d61', name: 'Yellow', color: 'yellow' },
      { sourceId: '5fcbec031258da48af166d67', name: 'Red', color: 'red' },
      { sourceId: '5fcbec031258da48af166d69', name: 'Purple', color: 'purple' },
      { sourceId: '5fcbec031258da48af166d65', name: 'Orange', color: 'orange' },
      { sourceId: '5fcbec031258da48af166d6a', name: 'Blue', color: 'blue' },
    ])
    expect(plan.members).toEqual([
      { sourceId: '573c6868cbda1f0332684fb0', name: 'Test User', email: null },
    ])
  })

  it('maps every card in list order, by its position inside the list', () => {
    expect(
      plan.tasks.map((t) => [t.title, t.columnSourceId, t.completed, t.dueDate, t.memberSourceIds]),
    ).toEqual([
      ['Write code', '5fcbec0a23b2cc266296d6a3', false, null, ['573c6868cbda1f0332684fb0']],
      ['Review code', '5fcbec0a23b2cc266296d6a3', false, null, ['573c6868cbda1f0332684fb0']],
      ['Visualize code', '5fcbec1161adb425de51ca13', false, null, ['573c6868cbda1f0332684fb0']],
    ])
    expect(plan.tasks.every((t) => t.comments.length === 0 && t.checklist.length === 0)).toBe(true)
  })

  it('leaves a Trello member without a matching email unassigned', () => {
    const mapped = mapTrello(plan, {
      groups: { '5fcbec0a23b2cc266296d6a3': 'backlog' },
      memberIdByEmail: new Map([['someone@example.com', 'user-1']]),
    })
    expect(mapped.columns.map((c) => c.group)).toEqual(['backlog', 'started', 'completed'])
    expect(mapped.tasks.map((t) => [t.column, t.assigneeId])).toEqual([
      [0, null],
      [0, null],
      [1, null],
    ])
  })
})

describe('parseTrello on the importer fixture with a comment, checklist and attachment (wekan/wekan tests/fixtures/import-formats/trello.json)', () => {
  const plan = planOf('wekan-trello-import-formats.json')

  it('maps every field of the card', () => {
    expect(plan.sourceId).toBe('65a000000000000000000003')
    expect(plan.columns).toEqual([
      { sourceId: '65a000000000000000000002', name: 'Audit list', group: 'unstarted' },
    ])
    expect(plan.labels).toEqual([{ sourceId: 'label1', name: 'Audit label', color: 'green' }])
    expect(plan.tasks).toEqual([
      {
        sourceId: '65a000000000000000000001',
        title: 'Audit task – Å 中文',
        description: 'First line: café, comma, and "quotes".\nSecond line: 日本語.',
        columnSourceId: '65a000000000000000000002',
        completed: false,
        dueDate: '2026-09-30',
        labelSourceIds: ['label1'],
        memberSourceIds: [],
        checklist: [{ text: 'Audit step', done: true }],
        comments: [
          {
            authorSourceId: 'member1',
            authorName: 'dummy',
            body: 'Audit comment',
            at: '2026-09-30T12:34:56.000Z',
          },
        ],
        attachments: [
          {
            name: 'audit.txt',
            url: 'https://trello.com/1/cards/65a000000000000000000001/attachments/file1/download/audit.txt',
          },
        ],
      },
    ])
  })

  it('marks a comment of an unmatched author as imported with the Trello name; links the attachment', () => {
    const [task] = mapTrello(plan, { groups: {}, memberIdByEmail: new Map() }).tasks
    expect(task!.comments).toEqual([
      {
        authorId: null,
        importedAuthor: 'dummy',
        body: 'Audit comment',
        at: '2026-09-30T12:34:56.000Z',
      },
    ])
    expect(task!.description).toBe(
      'First line: café, comma, and "quotes".\nSecond line: 日本語.\n\nAttachments from Trello:\n- [audit.txt](https://trello.com/1/cards/65a000000000000000000001/attachments/file1/download/audit.txt)',
    )
  })

  it('a closed card is completed: it goes to a completed column, made when the board has none', () => {
    const closed = fixtureJson('wekan-trello-import-formats.json')
    closed.cards[0]!.closed = true
    const result = parseTrello(JSON.stringify(closed))
    if (!('plan' in result)) throw new Error('not parsed')
    const mapped = mapTrello(result.plan, { groups: {}, memberIdByEmail: new Map() })
    expect(mapped.columns).toEqual([
      { name: 'Audit list', group: 'unstarted' },
      { name: 'Archived', group: 'completed' },
    ])
    expect(mapped.tasks[0]!.column).toBe(1)
  })

  it('a member matched by email writes their comment and is the assignee', () => {
    const withEmail = fixtureJson('wekan-trello-import-formats.json')
    withEmail.members = [
      { id: 'member1', fullName: 'Dummy', username: 'dummy', email: 'D@Example.com' },
    ]
    withEmail.cards[0]!.idMembers = ['member1']
    const result = parseTrello(JSON.stringify(withEmail))
    if (!('plan' in result)) throw new Error('not parsed')
    const [task] = mapTrello(result.plan, {
      groups: {},
      memberIdByEmail: new Map([['d@example.com', 'user-d']]),
    }).tasks
    expect(task!.assigneeId).toBe('user-d')
    expect(task!.comments[0]).toMatchObject({ authorId: 'user-d', importedAuthor: null })
  })
})

describe('bad Trello files', () => {
  it('says what is wrong and where', () => {
    const said = (text: string) => {
      const result = parseTrello(text)
      return 'problems' in result ? result.problems.map(problemText) : []
    }
    expect(said('name,column\n')).toEqual([
      'The file is not JSON. Export the board from Trello with "Export as JSON".',
    ])
    expect(said('{"id":"x","name":"B","lists":[],"cards":[{"id":"c"}]}')).toEqual([
      'This is not a Trello board export: cards.0.idList is missing or of the wrong kind.',
    ])
    const many = { id: 'b', name: 'B', lists: [], cards: [] as unknown[] }
    for (let i = 0; i <= 10_000; i++)
      many.cards.push({ id: `c${i}`, idList: 'l', name: 'x', pos: i })
    expect(said(JSON.stringify(many))).toEqual([
      'The board has 10001 cards; an import takes at most 10000.',
    ])
  })

  it('guesses groups and colours', () => {
    expect(['Backlog', 'To do', 'Doing', 'QA', 'Done ✔', "Won't do"].map(guessGroup)).toEqual([
      'backlog',
      'unstarted',
      'started',
      'started',
      'completed',
      'canceled',
    ])
    expect([labelColor('sky'), labelColor('green_dark'), labelColor(null)]).toEqual([
      'teal',
      'green',
      'gray',
    ])
  })
})
