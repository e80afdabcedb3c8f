import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalSupabase, withClaims } from '../src/index.ts'
import { startTestBackend } from './backend.ts'

// pg_cron, pg_net and Vault as a migration uses them on Supabase (src/cron/schema-sql.ts), driven
// by the scheduler and the pg_net worker. Each test waits for the state the database reaches.

let backend: LocalSupabase
let target: Server
let targetUrl: string
const received: { method: string; url: string; auth: string | undefined; body: string }[] = []

beforeAll(async () => {
  target = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body })
      if (req.url?.startsWith('/slow')) return // never answers: the request times out
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve))
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`
  backend = await startTestBackend()
}, 60_000)

afterAll(async () => {
  await backend?.stop()
  target?.closeAllConnections()
  await new Promise((resolve) => target?.close(resolve))
})

async function until<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('the state was not reached')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function response(id: number) {
  const rows = await backend.sql<Record<string, unknown>>(
    'select status_code, content, timed_out, error_msg from net._http_response where id = $1',
    [id],
  )
  return rows[0]
}

describe('extensions', () => {
  it('create extension if not exists is the no-op it is on a project that has them', async () => {
    await backend.sql(`create extension if not exists pg_cron with schema pg_catalog;
      create extension if not exists pg_net with schema extensions;
      create extension if not exists supabase_vault with schema vault;`)
    const rows = await backend.sql<{ extname: string }>(
      `select extname from pg_extension where extname in ('pg_cron', 'pg_net', 'supabase_vault') order by 1`,
    )
    expect(rows.map((row) => row.extname)).toEqual(['pg_cron', 'pg_net', 'supabase_vault'])
  })

  it('the API roles cannot schedule jobs, queue requests or read secrets', async () => {
    for (const statement of [
      `select cron.schedule('x', '1 seconds', 'select 1')`,
      `select net.http_get('http://127.0.0.1:1')`,
      'select * from vault.decrypted_secrets',
    ])
      await expect(
        withClaims(backend.db, { role: 'authenticated' }, (tx) => tx.query(statement)),
      ).rejects.toThrow(/permission denied/)
  })
})

describe('pg_cron', () => {
  it('runs a job on its interval and records each run; unschedule stops it', async () => {
    await backend.sql('create table public.ticks (at timestamptz default clock_timestamp())')
    const [{ jobid }] = (await backend.sql<{ jobid: string }>(
      `select cron.schedule('tick', '1 seconds', 'insert into public.ticks default values') as jobid`,
    )) as [{ jobid: string }]
    await until(async () => {
      const [row] = await backend.sql<{ n: number }>('select count(*)::int as n from public.ticks')
      return row!.n >= 2 ? true : undefined
    })
    const runs = await backend.sql<{ status: string; return_message: string }>(
      'select status, return_message from cron.job_run_details where jobid = $1 order by runid limit 1',
      [jobid],
    )
    expect(runs).toEqual([{ status: 'succeeded', return_message: '1 row(s)' }])
    // Scheduling the same name again replaces the job instead of adding one.
    await backend.sql(
      `select cron.schedule('tick', '2 seconds', 'insert into public.ticks default values')`,
    )
    expect(await backend.sql(`select schedule from cron.job where jobname = 'tick'`)).toEqual([
      { schedule: '2 seconds' },
    ])
    await backend.sql(`select cron.unschedule('tick')`)
    // Wait out a run that may have started; then, over more than one interval, none comes (an
    // absence can only be observed over a stretch of time).
    await until(async () => {
      const running = await backend.sql(
        `select 1 from cron.job_run_details where jobid = $1 and status = 'running'`,
        [jobid],
      )
      return running.length === 0 ? true : undefined
    })
    const [before] = await backend.sql<{ n: number }>('select count(*)::int as n from public.ticks')
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const [after] = await backend.sql<{ n: number }>('select count(*)::int as n from public.ticks')
    expect(after!.n).toBe(before!.n)
  })

  it('a failing job is recorded as failed with the error, and the schedule is checked', async () => {
    const [{ jobid }] = (await backend.sql<{ jobid: string }>(
      `select cron.schedule('boom', '1 seconds', 'select 1/0') as jobid`,
    )) as [{ jobid: string }]
    const failed = await until(async () => {
      const [row] = await backend.sql<{ status: string; return_message: string }>(
        `select status, return_message from cron.job_run_details where jobid = $1 and status = 'failed' limit 1`,
        [jobid],
      )
      return row
    })
    expect(failed.return_message).toMatch(/division by zero/)
    await backend.sql(`select cron.unschedule('boom')`)
    await expect(
      backend.sql(`select cron.schedule('bad', 'every tuesday', 'select 1')`),
    ).rejects.toThrow(/invalid schedule/)
    await expect(backend.sql(`select cron.unschedule('never-was')`)).rejects.toThrow(
      /could not find valid entry/,
    )
  })
})

describe('pg_net', () => {
  it('http_post sends after commit and records the response under the request id', async () => {
    const [{ id }] = (await backend.sql<{ id: number }>(
      `select net.http_post(url := $1, body := '{"hello":"world"}'::jsonb, params := '{"a":"1"}'::jsonb,
         headers := '{"Content-Type":"application/json","Authorization":"Bearer t"}'::jsonb) as id`,
      [`${targetUrl}/hook`],
    )) as [{ id: number }]
    const answer = await until(() => response(id))
    expect(answer).toEqual({
      status_code: 201,
      content: '{"ok":true}',
      timed_out: false,
      error_msg: null,
    })
    expect(received.find((r) => r.url === '/hook?a=1')).toEqual({
      method: 'POST',
      url: '/hook?a=1',
      auth: 'Bearer t',
      body: '{"hello": "world"}',
    })
  })

  it('a request queued by a rolled-back transaction is never sent', async () => {
    await backend.sql(`begin; select net.http_get('${targetUrl}/rolled-back'); rollback;`)
    const [{ id }] = (await backend.sql<{ id: number }>(`select net.http_get($1) as id`, [
      `${targetUrl}/after`,
    ])) as [{ id: number }]
    await until(() => response(id))
    expect(received.some((r) => r.url === '/rolled-back')).toBe(false)
  })

  it('a request that gets no answer in time is recorded as timed out', async () => {
    const [{ id }] = (await backend.sql<{ id: number }>(
      `select net.http_post(url := $1, timeout_milliseconds := 300) as id`,
      [`${targetUrl}/slow`],
    )) as [{ id: number }]
    const answer = await until(() => response(id))
    expect(answer).toMatchObject({ status_code: null, timed_out: true })
    expect(answer.error_msg).toMatch(/Timeout of 300 ms/)
  })
})

describe('Vault', () => {
  it('create_secret and update_secret, read back from decrypted_secrets', async () => {
    const [{ id }] = (await backend.sql<{ id: string }>(
      `select vault.create_secret('s3cret', 'api_key', 'for a test') as id`,
    )) as [{ id: string }]
    await backend.sql(`select vault.update_secret($1, 'n3w')`, [id])
    expect(
      await backend.sql(
        `select name, decrypted_secret from vault.decrypted_secrets where id = $1`,
        [id],
      ),
    ).toEqual([{ name: 'api_key', decrypted_secret: 'n3w' }])
  })
})
