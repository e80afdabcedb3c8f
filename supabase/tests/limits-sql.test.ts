import { readdir, readFile } from 'node:fs/promises'
import { SLUG_PATTERN, limits, reservedSlugs } from '@teamboard/supabase/schemas'
import { describe, expect, it } from 'vitest'

/**
 * The migrations repeat the numbers of the limits module (docs/limits.md) in check constraints
 * and triggers. Each rule below names how the SQL spells one limit; every place it is spelled
 * that way must carry the module's value, and it must be spelled somewhere. A migration that
 * words a limit another way should add its spelling here.
 */
const migrationsDir = new URL('../migrations/', import.meta.url)
const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
const sql = (
  await Promise.all(files.map((file) => readFile(new URL(file, migrationsDir), 'utf8')))
).join('\n')

const quotedList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ')

interface Rule {
  limit: string
  /** Each match's groups are the numbers (or text) the SQL uses. */
  pattern: RegExp
  expected: (string | number)[]
  /** Only checked once this table exists (a later slice adds it). */
  table?: string
}

const rules: Rule[] = [
  {
    limit: 'displayNameMax',
    pattern: /char_length\(display_name\) between 1 and (\d+)/g,
    expected: [limits.displayNameMax],
  },
  {
    limit: 'workspaceNameMax',
    pattern:
      /char_length\((?:btrim\()?(?:create_workspace\.)?name\)?\) (?:not )?between 1 and (\d+)/g,
    expected: [limits.workspaceNameMax],
  },
  {
    limit: 'slugMin, slugMax',
    pattern: /char_length\((?:new\.|slug_available\.)?slug\) (?:not )?between (\d+) and (\d+)/g,
    expected: [limits.slugMin, limits.slugMax],
  },
  {
    limit: 'SLUG_PATTERN',
    pattern: /slug !?~ '([^']+)'/g,
    expected: [SLUG_PATTERN.source],
  },
  {
    limit: 'reservedSlugs',
    pattern: /slug (?:<> all|= any) \(array\[([^\]]+)\]\)/g,
    expected: [quotedList(reservedSlugs)],
  },
  {
    limit: 'invitationSendsPerAddressPerHour',
    pattern: /s\.sent_at > now\(\) - interval '1 hour'\s*\) >= (\d+)/g,
    expected: [limits.invitationSendsPerAddressPerHour],
  },
  {
    limit: 'emailMax',
    pattern: /char_length\((?:email|address)\) (?:not )?between 3 and (\d+)/g,
    expected: [limits.emailMax],
  },
  {
    limit: 'membersPerWorkspace',
    pattern: /from public\.workspace_members m where m\.workspace_id = [\w.]+\) >= (\d+)/g,
    expected: [limits.membersPerWorkspace],
  },
  {
    limit: 'workspacesPerUser',
    pattern: /from public\.workspace_members m where m\.user_id = [\w.]+\) >= (\d+)/g,
    expected: [limits.workspacesPerUser],
  },
  {
    limit: 'pendingInvitationsPerWorkspace',
    pattern: /from public\.invitations i\s+where [^;]*?\) >= (\d+)/g,
    expected: [limits.pendingInvitationsPerWorkspace],
  },
  {
    limit: 'invitationLifeDays',
    pattern: /interval '(\d+) days'/g,
    expected: [limits.invitationLifeDays],
  },
  {
    limit: 'taskTitleMax',
    pattern: /char_length\((?:new\.)?title\) (?:not )?between 1 and (\d+)/g,
    expected: [limits.taskTitleMax],
    table: 'tasks',
  },
  {
    limit: 'taskDescriptionMax',
    pattern: /char_length\((?:new\.)?description\) <= (\d+)/g,
    expected: [limits.taskDescriptionMax],
    table: 'tasks',
  },
  {
    limit: 'tasksPerWorkspace',
    pattern: /from public\.tasks t where t\.workspace_id = [\w.]+\) >= (\d+)/g,
    expected: [limits.tasksPerWorkspace],
    table: 'tasks',
  },
  {
    limit: 'commentMax',
    pattern: /char_length\((?:new\.)?body\) (?:not )?between 1 and (\d+)/g,
    expected: [limits.commentMax],
    table: 'comments',
  },
  {
    limit: 'attachmentMaxBytes (row)',
    pattern: /size_bytes (?:between 0 and|>) (\d+)/g,
    expected: [limits.attachmentMaxBytes],
    table: 'attachments',
  },
  {
    limit: 'attachmentMaxBytes (bucket)',
    pattern: /values \('attachments', 'attachments', false, (\d+)\)/g,
    expected: [limits.attachmentMaxBytes],
    table: 'attachments',
  },
  {
    limit: 'attachmentsPerTask',
    pattern: /from public\.attachments a where a\.task_id = [\w.[\]]+\) (?:>=|<) (\d+)/g,
    expected: [limits.attachmentsPerTask],
    table: 'attachments',
  },
  {
    limit: 'attachmentFileNameMax',
    pattern: /char_length\(file_name\) between 1 and (\d+)/g,
    expected: [limits.attachmentFileNameMax],
    table: 'attachments',
  },
  {
    limit: 'searchQueryMax',
    pattern: /left\(btrim\(query\), (\d+)\)/g,
    expected: [limits.searchQueryMax],
    table: 'task_search',
  },
  {
    limit: 'boardNameMax',
    pattern: /boards_name_length check \(char_length\(name\) between 1 and (\d+)/g,
    expected: [limits.boardNameMax],
    table: 'boards',
  },
  {
    limit: 'boardSlugMax',
    pattern: /slug ~ '[^']+' and char_length\(slug\) <= (\d+)/g,
    expected: [limits.boardSlugMax],
    table: 'boards',
  },
  {
    limit: 'boardDescriptionMax',
    pattern: /char_length\(description\) between 0 and (\d+)/g,
    expected: [limits.boardDescriptionMax],
    table: 'boards',
  },
  {
    limit: 'boardsPerWorkspace',
    pattern: /b\.archived_at is null\s*\) >= (\d+)/g,
    expected: [limits.boardsPerWorkspace],
    table: 'boards',
  },
  {
    limit: 'columnNameMax',
    pattern:
      /board_columns_name_length check \(btrim\(name\) <> '' and char_length\(name\) <= (\d+)/g,
    expected: [limits.columnNameMax],
    table: 'board_columns',
  },
  {
    limit: 'columnsPerBoard',
    pattern: /from public\.board_columns c where c\.board_id = [\w.]+\) >= (\d+)/g,
    expected: [limits.columnsPerBoard],
    table: 'board_columns',
  },
  {
    limit: 'labelNameMax',
    pattern: /labels_name_length check \(btrim\(name\) <> '' and char_length\(name\) <= (\d+)/g,
    expected: [limits.labelNameMax],
    table: 'labels',
  },
  {
    limit: 'labelsPerWorkspace',
    pattern: /from public\.labels l where l\.workspace_id = [\w.]+\) >= (\d+)/g,
    expected: [limits.labelsPerWorkspace],
    table: 'labels',
  },
  {
    limit: 'labelsPerTask',
    pattern: /from public\.task_labels x where x\.task_id = [\w.]+\) >= (\d+)/g,
    expected: [limits.labelsPerTask],
    table: 'task_labels',
  },
  {
    limit: 'checklistItemMax',
    pattern: /char_length\(body\) <= (\d+)/g,
    expected: [limits.checklistItemMax],
    table: 'checklist_items',
  },
  {
    limit: 'checklistItemsPerTask',
    pattern: /from public\.checklist_items i where i\.task_id = [\w.]+\) >= (\d+)/g,
    expected: [limits.checklistItemsPerTask],
    table: 'checklist_items',
  },
  {
    limit: 'importRowsMax',
    pattern: /jsonb_array_length\(rows\) > (\d+)/g,
    expected: [limits.importRowsMax],
  },
]

const tableExists = (table: string) => new RegExp(`create table public\\.${table}\\b`).test(sql)

describe('the migrations agree with the limits module', () => {
  it('reads the migrations', () => {
    expect(files.length).toBeGreaterThanOrEqual(2)
  })

  for (const rule of rules) {
    it(`${rule.limit}${rule.table ? ` (once public.${rule.table} exists)` : ''}`, () => {
      if (rule.table && !tableExists(rule.table)) return
      const found = [...sql.matchAll(rule.pattern)].map((match) =>
        match.slice(1).map((value) => (/^\d+$/.test(value) ? Number(value) : value)),
      )
      expect(found.length, `no SQL spells ${rule.limit} as ${rule.pattern}`).toBeGreaterThan(0)
      for (const values of found) expect(values).toEqual(rule.expected)
    })
  }
})

describe('the check itself', () => {
  it('notices a migration that disagrees', () => {
    const wrong = 'constraint x check (char_length(display_name) between 1 and 81)'
    const [rule] = rules
    const values = [...wrong.matchAll(rule!.pattern)].map((match) => Number(match[1]))
    expect(values).toEqual([81])
    expect(values).not.toEqual(rule!.expected)
  })
})
