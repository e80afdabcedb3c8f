import { type ColumnMapping, importFieldNames, importFields } from '@/lib/import/check-rows'

const PREVIEW_ROWS = 10

/** The first rows as they would be imported, numbered as in a spreadsheet (header = row 1). */
export function ImportPreview({
  records,
  mapping,
}: {
  records: Record<string, string>[]
  mapping: ColumnMapping
}) {
  const fields = importFields.filter((field) => mapping[field])
  return (
    <div className="overflow-x-auto">
      <table aria-label="Preview" className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-muted-foreground">
          The first {Math.min(PREVIEW_ROWS, records.length)} of {records.length} rows
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pr-3">
              Row
            </th>
            {fields.map((field) => (
              <th key={field} scope="col" className="pr-3">
                {importFieldNames[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {records.slice(0, PREVIEW_ROWS).map((record, index) => (
            <tr key={index} className="border-t">
              <td className="pr-3">{index + 2}</td>
              {fields.map((field) => (
                <td key={field} className="max-w-48 truncate pr-3">
                  {record[mapping[field]] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
