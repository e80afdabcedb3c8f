import { CRON_NET_VAULT_SQL } from '../cron/schema-sql.ts'

/**
 * What a Supabase project's database has before the first migration and lite does not create:
 * the API roles (and PostgREST's `authenticator`) with Supabase's default grants (lite only creates the roles lazily, when it first
 * sees a table with RLS), an `extensions` schema, the empty `supabase_realtime` publication and
 * Realtime Authorization's `realtime.messages` and `realtime.topic()`, and pg_cron, pg_net and
 * Vault (cron/schema-sql.ts).
 * Runs on every start; idempotent.
 */
export const BOOTSTRAP_SQL = /* sql */ `
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
  -- PostgREST's login role; its pgrst.* settings are PostgREST's in-database config (rest/settings.ts).
  if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator login noinherit; end if;
  execute format('alter database %I set search_path to "$user", public, extensions', current_database());
end
$$;
set search_path to "$user", public, extensions;
grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
grant usage on schema public, extensions, auth, storage to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on all tables in schema auth to service_role;

-- lite's auth.uid() reads only request.jwt.claim.sub (set by its REST layer). Supabase's reads
-- request.jwt.claims as well, which is all that other code (realtime RLS checks, SQL tests) sets.
create or replace function auth.uid() returns uuid language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub'
  )::uuid
$fn$;
create or replace function auth.role() returns text language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
  )::text
$fn$;
create or replace function auth.email() returns text language sql stable as $fn$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email'
  )::text
$fn$;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
-- Realtime Authorization's table and topic function, as Supabase creates them with the project
-- (realtime's migrations): private channels are authorised by RLS policies on realtime.messages
-- that migrations add, so the table must exist before the first migration. See realtime/authorize.ts.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;
create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role;
create or replace function realtime.topic() returns text language sql stable as $fn$
  select nullif(current_setting('realtime.topic', true), '')::text
$fn$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
-- Supabase creates the (empty) supabase_realtime publication with the project, before any
-- migration runs, so a migration may simply \`alter publication supabase_realtime add table …\`.
do $pub$ begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $pub$;
-- Supabase's pgrst_ddl_watch / pgrst_drop_watch: PostgREST reloads its schema cache after DDL, so a
-- table or function created while the server runs is served at once (prepare.ts listens).
create or replace function extensions.pgrst_ddl_watch() returns event_trigger language plpgsql as $fn$
begin
  perform pg_notify('pgrst', 'reload schema');
end
$fn$;
drop event trigger if exists pgrst_ddl_watch;
create event trigger pgrst_ddl_watch on ddl_command_end execute function extensions.pgrst_ddl_watch();
drop event trigger if exists pgrst_drop_watch;
create event trigger pgrst_drop_watch on sql_drop execute function extensions.pgrst_ddl_watch();
${CRON_NET_VAULT_SQL}
`
