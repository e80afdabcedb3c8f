import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { applyMigrations, IMAGE_SQL } from './support/db.ts'
import { startPgServer } from './support/server.ts'

// One PostgreSQL server for the whole lane, with the two template databases of support/db.ts.
// A migration that does not apply fails here, before any test file runs; migrations.test.ts
// repeats it file by file on a copy of `supabase_image` so the failure is a named test too.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPgServer()
  try {
    const admin = new pg.Client({ connectionString: server.url() })
    await admin.connect()
    await admin.query('create database supabase_image')
    const image = new pg.Client({ connectionString: server.url('supabase_image') })
    await image.connect()
    await image.query(IMAGE_SQL)
    await image.end()
    await admin.query('create database teamboard template supabase_image')
    const teamboard = new pg.Client({ connectionString: server.url('teamboard') })
    await teamboard.connect()
    await applyMigrations(teamboard)
    await teamboard.end()
    await admin.end()
  } catch (error) {
    await server.stop()
    throw error
  }
  project.provide('pgUrl', server.url('{db}'))
  return () => server.stop()
}
