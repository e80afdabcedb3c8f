/**
 * What is wrong with an import file and where (docs/errors.md, `import_invalid`): `row` as a
 * spreadsheet numbers it (the header is row 1; 0 for the whole file), `column` as the file's
 * header names it ('' when the whole row is at fault).
 */
export interface ImportProblem {
  row: number
  column: string
  message: string
}

export function problemText({ row, column, message }: ImportProblem): string {
  if (row === 0) return message
  return column ? `Row ${row}, column “${column}”: ${message}` : `Row ${row}: ${message}`
}
