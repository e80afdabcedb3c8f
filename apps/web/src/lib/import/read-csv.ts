import { limits } from '@teamboard/supabase/schemas'
import Papa from 'papaparse'
import type { ImportProblem } from './problems'

export interface CsvFile {
  headers: string[]
  /** One object per data row, keyed by header; row N of the file is `records[N - 2]`. */
  records: Record<string, string>[]
  problems: ImportProblem[]
}

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`

/** Refuses a file over the import limit before reading it (docs/limits.md). */
export function fileSizeProblem(size: number): ImportProblem | null {
  if (size <= limits.importFileMaxBytes) return null
  return {
    row: 0,
    column: '',
    message: `The file is ${megabytes(size)}; an import can be at most ${megabytes(limits.importFileMaxBytes)}.`,
  }
}

/**
 * Reads a CSV with a header row (papaparse: quoted fields, commas and line breaks inside quotes,
 * any delimiter it can detect). A row the parser cannot read — an unclosed quote, more or fewer
 * values than the header — is a problem naming the row as a spreadsheet would (the header is row
 * 1), and no row of the file is imported.
 */
export function readCsv(text: string): CsvFile {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  })
  const headers = (parsed.meta.fields ?? []).filter((header) => header !== '')
  // A guessed delimiter is not a problem; papaparse counts a quote error's row from the header,
  // a field-count error's from the first data row.
  const problems: ImportProblem[] = parsed.errors
    .filter((error) => error.type !== 'Delimiter')
    .map((error) => ({
      row: (error.row ?? -1) + (error.type === 'Quotes' ? 1 : 2),
      column: '',
      message: parseErrorText(error, headers.length),
    }))
  if (headers.length === 0) {
    problems.unshift({ row: 1, column: '', message: 'The first row must name the columns.' })
  }
  if (parsed.data.length > limits.importRowsMax) {
    problems.push({
      row: 0,
      column: '',
      message: `The file has ${parsed.data.length} rows; an import takes at most ${limits.importRowsMax}.`,
    })
  }
  return { headers, records: parsed.data, problems }
}

function parseErrorText(error: Papa.ParseError, expected: number): string {
  switch (error.code) {
    case 'TooManyFields':
      return `This row has more values than the ${expected} columns of the first row.`
    case 'TooFewFields':
      return `This row has fewer values than the ${expected} columns of the first row.`
    case 'MissingQuotes':
    case 'InvalidQuotes':
      return 'A quoted value in this row is not closed or has a stray quote.'
    default:
      return 'This row cannot be read as CSV.'
  }
}
