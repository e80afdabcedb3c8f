import { writeFile } from 'node:fs/promises'
import { committedTypes, generateTypes, TYPES_PATH } from './generate-types.ts'

// `db:types` writes packages/supabase/src/types/database.ts; `db:types --check` only compares
// and exits 1 on drift (CI runs the same comparison as tests/types-drift.test.ts).
const check = process.argv.includes('--check')
const generated = await generateTypes()

if (!check) {
  await writeFile(TYPES_PATH, generated)
  console.log(`wrote ${TYPES_PATH}`)
} else if (generated === (await committedTypes())) {
  console.log('database types are up to date')
} else {
  console.error(
    `${TYPES_PATH} is out of date with supabase/migrations: run \`pnpm db:types\` and commit the result`,
  )
  process.exitCode = 1
}
