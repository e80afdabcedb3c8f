import { expect, it } from 'vitest'
import { committedTypes, generateTypes } from '../scripts/generate-types.ts'

it('packages/supabase/src/types/database.ts is what the migrations generate', async () => {
  expect(
    await generateTypes(),
    'the committed Database types drifted from supabase/migrations: run `pnpm db:types`',
  ).toBe(await committedTypes())
}, 60_000)
