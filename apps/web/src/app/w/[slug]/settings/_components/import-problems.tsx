import { errorCatalogue } from '@teamboard/supabase/errors'
import { type ImportProblem, problemText } from '@/lib/import/problems'

/** Every problem of an import file under the `import_invalid` message, or nothing. */
export function ImportProblems({ problems }: { problems: ImportProblem[] | null }) {
  if (!problems || problems.length === 0) return null
  return (
    <div role="alert" className="grid gap-2 rounded-md border border-destructive p-3 text-sm">
      <p className="font-medium">{errorCatalogue.import_invalid}</p>
      <ul aria-label="Problems" className="list-disc pl-5">
        {problems.map((problem) => (
          <li key={`${problem.row}-${problem.column}-${problem.message}`}>
            {problemText(problem)}
          </li>
        ))}
      </ul>
    </div>
  )
}
