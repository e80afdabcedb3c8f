'use client'

import { Button } from '@teamboard/ui/button'
import { FormAlert } from '@teamboard/ui/form-alert'
import Link from 'next/link'
import { useState, useTransition } from 'react'
import { callRoute, failureText } from '@/lib/call-server'
import {
  type ColumnMapping,
  guessMapping,
  importFieldNames,
  importFields,
} from '@/lib/import/check-rows'
import type { ImportProblem } from '@/lib/import/problems'
import { type CsvFile, fileSizeProblem, readCsv } from '@/lib/import/read-csv'
import type { ImportOutcome } from '../../import/_lib/csv-import'
import { ImportPreview } from './import-preview'
import { ImportProblems } from './import-problems'

/** The upload handler's answer, or the words for why not (a server action's body stops at 1 MB). */
async function post(url: string, body: object): Promise<ImportOutcome | { message: string }> {
  const outcome = await callRoute<ImportOutcome>('import.csv', url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return outcome.status === 'ok' ? outcome.answer : { message: failureText(outcome) }
}

const selectClasses = 'h-9 rounded-md border bg-background px-2 text-sm font-normal'

interface Props {
  slug: string
  boards: { id: string; name: string; slug: string }[]
}

/**
 * Upload → map columns → preview with every row's problems → import, all or nothing. The file
 * is read in the browser; the server checks every row again before writing.
 */
export function CsvImport({ slug, boards }: Props) {
  const [boardId, setBoardId] = useState(boards[0]?.id ?? '')
  const [file, setFile] = useState<CsvFile | null>(null)
  const [mapping, setMapping] = useState<ColumnMapping | null>(null)
  const [problems, setProblems] = useState<ImportProblem[] | null>(null)
  const [failure, setFailure] = useState<string>()
  const [imported, setImported] = useState<number | null>(null)
  const [pending, startTransition] = useTransition()
  const board = boards.find((b) => b.id === boardId)

  function reset(next: CsvFile | null) {
    setFile(next)
    setMapping(next ? guessMapping(next.headers) : null)
    setProblems(next && next.problems.length > 0 ? next.problems : null)
    setFailure(undefined)
    setImported(null)
  }

  async function choose(chosen: File | undefined) {
    if (!chosen) return reset(null)
    const tooLarge = fileSizeProblem(chosen.size)
    if (tooLarge) return reset({ headers: [], records: [], problems: [tooLarge] })
    reset(readCsv(await chosen.text()))
  }

  function send(which: 'check' | 'import') {
    if (!file || !mapping) return
    startTransition(async () => {
      const answer = await post(`/w/${slug}/import/csv`, {
        board: boardId,
        mapping,
        records: file.records,
        check: which === 'check',
      })
      if ('message' in answer) return setFailure(answer.message)
      setFailure(undefined)
      setProblems(answer.problems)
      if (which === 'import' && answer.problems.length === 0) setImported(answer.imported)
    })
  }

  const unreadable = file !== null && file.problems.length > 0
  const checked = problems !== null && problems.length === 0
  return (
    <div className="grid gap-4">
      <label className="grid gap-1 text-sm font-medium">
        Board
        <select
          className={selectClasses}
          value={boardId}
          onChange={(event) => {
            setBoardId(event.target.value)
            setProblems(file?.problems.length ? file.problems : null)
          }}
        >
          {boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        CSV file
        <input
          type="file"
          accept=".csv,text/csv"
          className="text-sm font-normal"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </label>
      <FormAlert>{failure}</FormAlert>
      <ImportProblems problems={problems} />
      {imported !== null && board ? (
        <FormAlert tone="success">
          Imported {imported} tasks into “{board.name}”.{' '}
          <Link className="underline" href={`/w/${slug}/b/${board.slug}`}>
            Open the board
          </Link>
        </FormAlert>
      ) : null}
      {file && mapping && !unreadable ? (
        <>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium">
              Which column of the file fills each field
            </legend>
            {importFields.map((field) => (
              <label key={field} className="grid gap-1 text-sm font-medium">
                {importFieldNames[field]}
                <select
                  className={selectClasses}
                  value={mapping[field]}
                  onChange={(event) => {
                    setMapping({ ...mapping, [field]: event.target.value })
                    setProblems(null)
                  }}
                >
                  <option value="">(none)</option>
                  {file.headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
          <ImportPreview records={file.records} mapping={mapping} />
          <div className="flex gap-2">
            <Button type="button" variant="outline" loading={pending} onClick={() => send('check')}>
              Check all {file.records.length} rows
            </Button>
            <Button
              type="button"
              disabled={!checked || imported !== null}
              loading={pending}
              onClick={() => send('import')}
            >
              Import {file.records.length} tasks
            </Button>
          </div>
        </>
      ) : null}
    </div>
  )
}
