'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import type { Enums } from '@teamboard/supabase'
import { errorCatalogue } from '@teamboard/supabase/errors'
import type { ImportJob } from '@teamboard/supabase/queries'
import { limits } from '@teamboard/supabase/schemas'
import { useState } from 'react'
import { callAction, callRoute, failureText } from '@/lib/call-server'
import type { ImportProblem } from '@/lib/import/problems'
import { parseTrello, type TrelloPlan } from '@/lib/import/trello'
import { columnGroupChoices } from '../../_lib/board/task-types'
import { matchMembersAction } from '../_lib/import-actions'
import { ImportProblems } from './import-problems'
import { ImportProgress } from './import-progress'

type Group = Enums<'column_group'>
const selectClasses = 'h-9 rounded-md border bg-background px-2 text-sm font-normal'

/** The upload handler's answer (app/w/[slug]/import/trello/route.ts). */
interface Started {
  import: ImportJob
  existing: boolean
}

interface Chosen {
  file: File
  plan: TrelloPlan
  groups: Record<string, Group>
  matched: string[]
}

/**
 * Trello board export → preview (counts, each list's group, which members match) → import in
 * the background with a progress bar. The browser reads the file for the preview; the upload
 * handler reads it again and the database writes it (docs/decisions/trello-import-jobs.md).
 */
export function TrelloImport({ slug, running }: { slug: string; running: ImportJob | null }) {
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [problems, setProblems] = useState<ImportProblem[]>([])
  const [failure, setFailure] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [job, setJob] = useState<ImportJob | null>(running)
  const [sending, setSending] = useState(false)

  async function choose(file: File | undefined) {
    setChosen(null)
    setProblems([])
    setFailure(undefined)
    setNotice(undefined)
    if (!file) return
    if (file.size > limits.importFileMaxBytes) return setFailure(errorCatalogue.import_too_large)
    const parsed = parseTrello(await file.text())
    if ('problems' in parsed) return setProblems(parsed.problems)
    const emails = parsed.plan.members.flatMap((m) => (m.email ? [m.email] : []))
    const matched = emails.length
      ? await callAction('import.match_members', () =>
          matchMembersAction({ workspace: slug, emails }),
        )
      : null
    if (matched && matched.status !== 'ok') return setFailure(failureText(matched))
    const groups = Object.fromEntries(parsed.plan.columns.map((c) => [c.sourceId, c.group]))
    setChosen({ file, plan: parsed.plan, groups, matched: matched?.answer ?? [] })
  }

  async function start() {
    if (!chosen) return
    setSending(true)
    const body = new FormData()
    body.set('file', chosen.file)
    body.set('groups', JSON.stringify(chosen.groups))
    const outcome = await callRoute<Started, { problems?: ImportProblem[] }>(
      'import.trello',
      `/w/${slug}/import/trello`,
      { method: 'POST', body },
    )
    if (outcome.status !== 'ok') {
      setFailure(failureText(outcome))
      setProblems((outcome.status === 'refused' && outcome.details?.problems) || [])
    } else if (outcome.answer.existing) {
      setNotice(`“${outcome.answer.import.name}” was imported before: nothing new was written.`)
    } else {
      setJob(outcome.answer.import)
      setChosen(null)
    }
    setSending(false)
  }

  if (job?.status === 'running')
    return <ImportProgress key={job.id} slug={slug} initial={job} onEnd={setJob} />
  return (
    <div className="grid gap-4">
      {job ? <ImportProgress key={job.id} slug={slug} initial={job} /> : null}
      <label className="grid gap-1 text-sm font-medium">
        Trello export (JSON)
        <input
          type="file"
          accept=".json,application/json"
          className="text-sm font-normal"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      <FormAlert>{failure}</FormAlert>
      {notice ? <FormAlert tone="success">{notice}</FormAlert> : null}
      <ImportProblems problems={problems} />
      {chosen ? (
        <TrelloPreview
          chosen={chosen}
          onGroup={(id, group) =>
            setChosen({ ...chosen, groups: { ...chosen.groups, [id]: group } })
          }
        />
      ) : null}
      {chosen ? (
        <div>
          <Button type="button" loading={sending} onClick={() => void start()}>
            Import {chosen.plan.tasks.length} cards
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function TrelloPreview({
  chosen: { plan, groups, matched },
  onGroup,
}: {
  chosen: Chosen
  onGroup: (listId: string, group: Group) => void
}) {
  const checklist = plan.tasks.reduce((n, t) => n + t.checklist.length, 0)
  const comments = plan.tasks.reduce((n, t) => n + t.comments.length, 0)
  return (
    <div className="grid gap-3 text-sm">
      <p aria-label="Import counts">
        “{plan.name}”: {plan.columns.length} lists, {plan.tasks.length} cards, {plan.labels.length}{' '}
        labels, {checklist} checklist items, {comments} comments, {plan.members.length} members.
      </p>
      <fieldset className="grid gap-2 sm:grid-cols-2">
        <legend className="mb-2 font-medium">Each list becomes a column in a group</legend>
        {plan.columns.map((column) => (
          <label key={column.sourceId} className="grid gap-1 font-medium">
            {column.name}
            <select
              className={selectClasses}
              value={groups[column.sourceId]}
              onChange={(event) => onGroup(column.sourceId, event.target.value as Group)}
            >
              {columnGroupChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <ul aria-label="Members" className="grid gap-1">
        {plan.members.map((m) => (
          <li key={m.sourceId}>
            {m.name}:{' '}
            {m.email && matched.includes(m.email)
              ? `matched to ${m.email}`
              : 'no member with that email here; their cards stay unassigned'}
          </li>
        ))}
      </ul>
    </div>
  )
}
