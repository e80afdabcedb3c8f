import { describe, expect, it } from 'vitest'
import { boardCsv } from './board-csv'
import { checkRows, guessMapping } from './check-rows'
import { problemText } from './problems'
import { fileSizeProblem, readCsv } from './read-csv'

const board = {
  columns: ['Backlog', 'Todo', 'In progress', 'Done'],
  memberEmails: new Set(['ada@example.com']),
}

describe('readCsv', () => {
  it('reads quoted commas and line breaks, and names a broken row by its spreadsheet number', () => {
    const file = readCsv(
      'Title,Description,Column\r\n"Write, then ship","two\nlines",Todo\r\nBroken,"x",Todo,extra\r\nFine,,Done\r\n',
    )
    expect(file.headers).toEqual(['Title', 'Description', 'Column'])
    expect(file.records[0]).toEqual({
      Title: 'Write, then ship',
      Description: 'two\nlines',
      Column: 'Todo',
    })
    expect(file.problems.map(problemText)).toEqual([
      'Row 3: This row has more values than the 3 columns of the first row.',
    ])
  })

  it('refuses a file over 50 MB before reading it, and a file without a header row', () => {
    expect(fileSizeProblem(50 * 1024 * 1024)).toBeNull()
    expect(fileSizeProblem(50 * 1024 * 1024 + 1)?.message).toBe(
      'The file is 51 MB; an import can be at most 50 MB.',
    )
    expect(readCsv('').problems.map(problemText)).toEqual([
      'Row 1: The first row must name the columns.',
    ])
  })

  it('reports an unclosed quote', () => {
    const file = readCsv('Title,Column\n"Open quote,Todo\n')
    expect(file.problems.length).toBeGreaterThan(0)
    expect(file.problems.map(problemText)).toContain(
      'Row 2: A quoted value in this row is not closed or has a stray quote.',
    )
  })
})

describe('checkRows', () => {
  const headers = ['Name', 'Column', 'Priority', 'Assignee email', 'Due', 'Labels']
  const mapping = guessMapping(headers)

  it('guesses the mapping from the headers', () => {
    expect(mapping).toEqual({
      title: 'Name',
      description: '',
      column: 'Column',
      priority: 'Priority',
      assignee_email: 'Assignee email',
      due_date: 'Due',
      labels: 'Labels',
    })
  })

  it('turns good rows into what the database takes', () => {
    const { rows, problems } = checkRows(
      [
        {
          Name: ' Ship it ',
          Column: 'in progress',
          Priority: 'High',
          'Assignee email': 'ADA@example.com',
          Due: '2026-12-31',
          Labels: 'bug; ui, bug',
        },
      ],
      mapping,
      board,
    )
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        title: 'Ship it',
        description: '',
        column: 'In progress',
        priority: 'high',
        assignee_email: 'ada@example.com',
        due_date: '2026-12-31',
        labels: ['bug', 'ui'],
      },
    ])
  })

  it("names every row's problems by row and column", () => {
    const { problems } = checkRows(
      [
        { Name: '', Column: 'Doing', Priority: 'asap', 'Assignee email': '', Due: '', Labels: '' },
        {
          Name: 'x'.repeat(201),
          Column: 'Todo',
          Priority: '',
          'Assignee email': 'bob@example.com',
          Due: '2026-02-30',
          Labels: 'a,b,c,d,e,f,g,h,i,j,k',
        },
      ],
      mapping,
      board,
    )
    expect(problems.map(problemText)).toEqual([
      'Row 2, column “Name”: A task needs a title.',
      'Row 2, column “Column”: “Doing” is not a column of this board (Backlog, Todo, In progress, Done).',
      'Row 2, column “Priority”: Priority must be one of none, low, medium, high, urgent.',
      'Row 3, column “Name”: A title can be at most 200 characters.',
      'Row 3, column “Assignee email”: No member of this workspace has the email bob@example.com.',
      'Row 3, column “Due”: “2026-02-30” is not a date like 2026-12-31.',
      'Row 3, column “Labels”: A task can carry at most 10 labels.',
    ])
  })
})

describe('boardCsv', () => {
  it('exports a board that imports back field for field, formulas defused', () => {
    const csv = boardCsv([
      {
        key: 'ACME-1',
        title: 'Quote "this", please',
        description: 'line one\nline two',
        column: 'Todo',
        priority: 'urgent',
        assignee: 'Ada',
        due_date: '2026-12-31',
        labels: ['bug', 'ui'],
        created_at: '2026-11-26T10:00:00Z',
        completed_at: null,
      },
      {
        key: 'ACME-2',
        title: '=HYPERLINK("evil")',
        description: '',
        column: 'Done',
        priority: 'none',
        assignee: '',
        due_date: null,
        labels: [],
        created_at: '2026-11-26T10:00:00Z',
        completed_at: '2026-11-26T11:00:00Z',
      },
    ])
    const file = readCsv(csv)
    expect(file.problems).toEqual([])
    const mapping = guessMapping(file.headers)
    expect(mapping.assignee_email).toBe('')
    const { rows, problems } = checkRows(file.records, mapping, board)
    expect(problems).toEqual([])
    expect(rows).toEqual([
      {
        title: 'Quote "this", please',
        description: 'line one\nline two',
        column: 'Todo',
        priority: 'urgent',
        assignee_email: '',
        due_date: '2026-12-31',
        labels: ['bug', 'ui'],
      },
      {
        title: `'=HYPERLINK("evil")`,
        description: '',
        column: 'Done',
        priority: 'none',
        assignee_email: '',
        due_date: '',
        labels: [],
      },
    ])
  })
})
