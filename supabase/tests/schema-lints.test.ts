import { startLocalSupabase, type LocalSupabase } from '@teamboard/local-supabase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unwrappedCalls } from '../scripts/schema-lints/auth-rls-initplan.ts'
import { listsBucket } from '../scripts/schema-lints/public-bucket-allows-listing.ts'
import {
  contextFor,
  formatFindings,
  lintSchema,
  lints,
  loadAllowList,
} from '../scripts/schema-lints/index.ts'

// One in-memory backend with the product migrations for the file. Each case puts its bad SQL on
// top inside a transaction, lints within it and rolls back, so the next case sees the migrated
// schema again (DDL is transactional in Postgres). No cron: a job on the one PGlite connection
// would run inside the case's transaction.
let backend: LocalSupabase
beforeAll(async () => {
  backend = await startLocalSupabase({
    seed: false,
    realtime: false,
    functions: false,
    cron: false,
    quiet: true,
  })
}, 60_000)
afterAll(() => backend?.stop())

async function inRolledBackTransaction<T>(sql: string, run: () => Promise<T>): Promise<T> {
  await backend.sql(`begin; ${sql}`)
  try {
    return await run()
  } finally {
    await backend.sql('rollback')
  }
}

async function lintWith(badSql = '') {
  const allowList = await loadAllowList()
  return inRolledBackTransaction(badSql, () => lintSchema(contextFor(backend), allowList))
}

const found = (report: Awaited<ReturnType<typeof lintWith>>) =>
  report.findings.map(({ name, object }) => ({ name, object }))

describe('schema lints', () => {
  it('the migrated schema has no findings and no stale allow-list entries', async () => {
    const report = await lintWith()
    expect(report.findings, formatFindings(report)).toEqual([])
    expect(report.unusedEntries).toEqual([])
  })

  it('rls_disabled_in_public: a table in the API schema without RLS', async () => {
    const report = await lintWith('create table public.lint_probe (id int primary key);')
    expect(found(report)).toEqual([{ name: 'rls_disabled_in_public', object: 'public.lint_probe' }])
    expect(report.findings[0]).toMatchObject({ level: 'ERROR', categories: ['SECURITY'] })
  })

  it('rls_disabled_in_public: storage.objects without RLS', async () => {
    // Every bucket's policies go first (avatars, attachments, …), so only this lint can fire.
    const report = await lintWith(`
      do $$
      declare p record;
      begin
        for p in select policyname from pg_policies where schemaname = 'storage' and tablename = 'objects' loop
          execute format('drop policy %I on storage.objects', p.policyname);
        end loop;
      end $$;
      alter table storage.objects disable row level security;`)
    expect(found(report)).toEqual([{ name: 'rls_disabled_in_public', object: 'storage.objects' }])
  })

  it('policy_exists_rls_disabled: policies on a table whose RLS is off', async () => {
    const report = await lintWith(`
      create schema if not exists private;
      create table private.lint_probe (id int primary key);
      create policy "probe: read" on private.lint_probe for select to authenticated using (id > 0);`)
    expect(found(report)).toEqual([
      { name: 'policy_exists_rls_disabled', object: 'private.lint_probe' },
    ])
    expect(report.findings[0]?.detail).toContain('`probe: read`')
  })

  it('security_definer_view: a view without security_invoker; an invoker view passes', async () => {
    const report = await lintWith(`
      create view public.lint_probe_names as select id, display_name from public.profiles;
      create view public.lint_probe_invoker with (security_invoker = true) as select id from public.profiles;`)
    expect(found(report)).toEqual([
      { name: 'security_definer_view', object: 'public.lint_probe_names' },
    ])
  })

  it('function_search_path_mutable: functions in public and private without search_path', async () => {
    const report = await lintWith(`
      create schema if not exists private;
      create function public.lint_probe(a int) returns int language sql as 'select a + 1';
      create function private.lint_probe() returns boolean language sql security definer as 'select true';
      create function public.lint_probe_fixed() returns int language sql set search_path = '' as 'select 1';`)
    expect(found(report)).toEqual([
      { name: 'function_search_path_mutable', object: 'private.lint_probe()' },
      { name: 'function_search_path_mutable', object: 'public.lint_probe(a integer)' },
    ])
  })

  it('12.14 authenticated_security_definer_function_executable: a definer rpc callable by authenticated (and anon); invoker, revoked and private ones pass', async () => {
    const report = await lintWith(`
      create function public.lint_probe_definer() returns int language sql security definer set search_path = '' as 'select 1';
      create function public.lint_probe_members() returns int language sql security definer set search_path = '' as 'select 2';
      revoke execute on function public.lint_probe_members() from public, anon;
      grant execute on function public.lint_probe_members() to authenticated;
      create function public.lint_probe_invoker() returns int language sql set search_path = '' as 'select 3';
      create function public.lint_probe_internal() returns int language sql security definer set search_path = '' as 'select 4';
      revoke execute on function public.lint_probe_internal() from public, anon, authenticated;
      create function private.lint_probe_helper() returns int language sql security definer set search_path = '' as 'select 5';
      grant execute on function private.lint_probe_helper() to authenticated;`)
    expect(found(report)).toEqual([
      { name: 'anon_security_definer_function_executable', object: 'public.lint_probe_definer()' },
      {
        name: 'authenticated_security_definer_function_executable',
        object: 'public.lint_probe_definer()',
      },
      {
        name: 'authenticated_security_definer_function_executable',
        object: 'public.lint_probe_members()',
      },
    ])
    expect(report.findings[0]).toMatchObject({ level: 'WARN', categories: ['SECURITY'] })
  })

  it('rls_policy_always_true: insert with check (true) and update using (true)', async () => {
    const report = await lintWith(`
      create table public.lint_probe (id int primary key, note text);
      alter table public.lint_probe enable row level security;
      create policy "probe: anyone reads" on public.lint_probe for select to anon using (true);
      create policy "probe: anyone adds" on public.lint_probe for insert to authenticated with check (true);
      create policy "probe: anyone edits" on public.lint_probe for update to authenticated using (1 = 1);`)
    expect(found(report)).toEqual([
      { name: 'rls_policy_always_true', object: 'public.lint_probe.probe: anyone adds' },
      { name: 'rls_policy_always_true', object: 'public.lint_probe.probe: anyone edits' },
    ])
  })

  it('public_bucket_allows_listing: a public bucket with a bucket-wide select policy', async () => {
    const report = await lintWith(`
      insert into storage.buckets (id, name, public) values ('lint-probe', 'lint-probe', true), ('lint-private', 'lint-private', false);
      create policy "probe: list" on storage.objects for select to public using (bucket_id = 'lint-probe' and (select auth.role()) = 'anon');
      create policy "probe: list private" on storage.objects for select to authenticated using (bucket_id = 'lint-private');`)
    expect(found(report)).toEqual([
      { name: 'public_bucket_allows_listing', object: 'storage.buckets.lint-probe' },
    ])
    expect(report.findings[0]?.detail).toContain('`probe: list`')
  })

  it('auth_rls_initplan: a bare auth.uid() in a policy, even next to a wrapped one', async () => {
    const report = await lintWith(`
      create table public.lint_probe (id int primary key, owner uuid, team uuid);
      alter table public.lint_probe enable row level security;
      create index on public.lint_probe (owner);
      create policy "probe: own" on public.lint_probe for select to authenticated
        using ((select auth.uid()) = owner or team::text = current_setting('request.jwt.claims', true)::jsonb ->> 'team');
      create policy "probe: add own" on public.lint_probe for insert to authenticated with check ((select auth.uid()) = owner);`)
    expect(found(report)).toEqual([
      { name: 'auth_rls_initplan', object: 'public.lint_probe.probe: own' },
    ])
    expect(report.findings[0]?.detail).toContain('current_setting()')
  })

  it('auth_rls_initplan: judges each call on its own', () => {
    expect(unwrappedCalls('(( SELECT auth.uid() AS uid) = owner)')).toEqual([])
    expect(unwrappedCalls("(( SELECT (auth.jwt() ->> 'role'::text)) = 'x'::text)")).toEqual([])
    expect(
      unwrappedCalls('((( SELECT auth.uid() AS uid) = owner) OR (auth.uid() = team))'),
    ).toEqual(['auth.uid()'])
    expect(unwrappedCalls(null)).toEqual([])
  })

  it('public_bucket_allows_listing: only a policy that narrows nothing but the bucket lists it', () => {
    const columns = ['id', 'bucket_id', 'name', 'owner', 'owner_id', 'metadata']
    expect(listsBucket("(bucket_id = 'avatars'::text)", 'avatars', columns)).toBe(true)
    expect(
      listsBucket(
        "((bucket_id = 'avatars'::text) AND (( SELECT auth.role() AS role) = 'authenticated'::text))",
        'avatars',
        columns,
      ),
    ).toBe(true)
    expect(listsBucket('true', 'avatars', columns)).toBe(true)
    expect(listsBucket("(bucket_id = 'other'::text)", 'avatars', columns)).toBe(false)
    const ownFolder =
      "((bucket_id = 'avatars'::text) AND ((storage.foldername(name))[1] = (( SELECT auth.uid() AS uid))::text))"
    expect(listsBucket(ownFolder, 'avatars', columns)).toBe(false)
    expect(
      listsBucket(
        "((bucket_id = 'avatars'::text) AND (owner_id = 'name'::text))",
        'avatars',
        columns,
      ),
    ).toBe(false)
  })

  it('multiple_permissive_policies: two select policies for authenticated', async () => {
    const report = await lintWith(`
      create table public.lint_probe (id int primary key, owner uuid);
      alter table public.lint_probe enable row level security;
      create index on public.lint_probe (owner);
      create policy "probe: own" on public.lint_probe for select to authenticated using ((select auth.uid()) = owner);
      create policy "probe: everyone" on public.lint_probe for select to public using (id < 10);
      create policy "probe: strict" on public.lint_probe as restrictive for select to authenticated using (id > 0);`)
    expect(found(report)).toEqual([
      { name: 'multiple_permissive_policies', object: 'public.lint_probe.authenticated.select' },
    ])
  })

  it('unindexed_foreign_keys: no index, or only a partial one; a leading composite index covers', async () => {
    const report = await lintWith(`
      create table public.lint_probe (id int primary key, owner uuid references auth.users (id), editor uuid references auth.users (id), reviewer uuid references auth.users (id));
      alter table public.lint_probe enable row level security;
      create index on public.lint_probe (editor) where editor is not null;
      create index on public.lint_probe (reviewer, id);`)
    expect(found(report)).toEqual([
      { name: 'unindexed_foreign_keys', object: 'public.lint_probe.lint_probe_editor_fkey' },
      { name: 'unindexed_foreign_keys', object: 'public.lint_probe.lint_probe_owner_fkey' },
    ])
    expect(report.findings[0]).toMatchObject({ level: 'INFO', categories: ['PERFORMANCE'] })
  })

  it('an allow-list entry excuses exactly its finding; an entry matching nothing is reported stale', async () => {
    const reason = 'A test exception: this view exposes no row data.'
    const report = await inRolledBackTransaction(
      'create view public.lint_probe_a as select 1 as one; create view public.lint_probe_b as select 2 as two;',
      async () =>
        lintSchema(contextFor(backend), [
          ...(await loadAllowList()),
          { lint: 'security_definer_view', object: 'public.lint_probe_a', reason },
          { lint: 'security_definer_view', object: 'public.gone', reason },
        ]),
    )
    expect(found(report)).toEqual([
      { name: 'security_definer_view', object: 'public.lint_probe_b' },
    ])
    expect(report.allowed).toContainEqual(
      expect.objectContaining({ object: 'public.lint_probe_a', reason }),
    )
    expect(report.unusedEntries).toMatchObject([{ object: 'public.gone' }])
    const text = formatFindings(report)
    expect(text).toContain('ERROR security_definer_view')
    expect(text).toContain(
      'https://supabase.com/docs/guides/database/database-linter?lint=0010_security_definer_view',
    )
    expect(text).toContain('stale allow-list entry: security_definer_view on public.gone')
  })

  it('every lint has a name, a level and a remediation', () => {
    expect(new Set(lints.map((lint) => lint.name)).size).toBe(lints.length)
    for (const lint of lints) expect(lint.remediation).toMatch(/https:\/\//)
  })
})
