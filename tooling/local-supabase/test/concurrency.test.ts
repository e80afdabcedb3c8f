import { afterAll, describe, expect, it } from 'vitest'
import type { LocalSupabase } from '../src/index.ts'
import { signedInClient, startTestBackend } from './backend.ts'

const started: LocalSupabase[] = []
afterAll(() => Promise.all(started.map((backend) => backend.stop())))

describe('several instances in one process', () => {
  it('start concurrently on free ports and keep their data apart', async () => {
    const backends = await Promise.all([startTestBackend(), startTestBackend(), startTestBackend()])
    started.push(...backends)
    expect(new Set(backends.map((b) => b.url)).size).toBe(3)
    expect(new Set(backends.map((b) => b.mailbox.url)).size).toBe(3)

    const [first, second] = backends
    if (!first || !second) throw new Error('missing backend')
    const { client } = await signedInClient(first)
    await client.from('notes').insert({ title: 'only in the first' })
    expect(await first.sql<{ title: string }>('select title from public.notes')).toEqual([
      { title: 'only in the first' },
    ])
    expect(await second.sql('select title from public.notes')).toEqual([])
    expect(await second.sql('select id from auth.users')).toEqual([])
  })
})
