/**
 * Supabase Cron (pg_cron), pg_net and Vault as a project has them, for PGlite, which has none of
 * the three extensions. The catalogue rows make `create extension if not exists pg_cron | pg_net |
 * supabase_vault` in a migration the no-op it is on a Supabase project where they are enabled.
 * The SQL surface follows upstream:
 *
 * - pg_cron 1.6: `cron.job`, `cron.job_run_details`, `cron.schedule(job_name, schedule, command)`
 *   (same name and user → the job is replaced), `cron.schedule(schedule, command)`,
 *   `cron.unschedule(job_id | job_name)` (an unknown one raises, as upstream). Schedules are five
 *   cron fields in GMT or `N seconds` (1–59). The jobs run in `scheduler.ts`.
 * - pg_net 0.x: `net.http_post` / `net.http_get` queue a request in `net.http_request_queue` and
 *   return its id; nothing is sent before the transaction commits (the worker only sees committed
 *   rows). `net-worker.ts` sends them and writes `net._http_response`.
 * - Vault: `vault.create_secret`, `vault.update_secret`, `vault.decrypted_secrets`. Upstream
 *   encrypts `secret` with a key the database never stores; here it is stored as given (a
 *   development database only holds development secrets).
 */
export const CRON_NET_VAULT_SQL = /* sql */ `
create schema if not exists cron;
create schema if not exists net;
create schema if not exists vault;
revoke all on schema cron, net, vault from public;

create sequence if not exists cron.jobid_seq;
create table if not exists cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default 5432,
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text
);
create unique index if not exists jobname_username_uniq on cron.job (jobname, username);
create sequence if not exists cron.runid_seq;
create table if not exists cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);

create or replace function cron.check_schedule(schedule text) returns void language plpgsql as $fn$
begin
  if schedule is null or not (
    schedule ~ '^\\s*([1-9]|[1-5][0-9])\\s+seconds?\\s*$'
    or schedule ~ '^\\s*@(yearly|annually|monthly|weekly|daily|hourly|reboot)\\s*$'
    or array_length(regexp_split_to_array(btrim(schedule), '\\s+'), 1) = 5
  ) then
    raise exception 'invalid schedule: %', schedule;
  end if;
end
$fn$;

create or replace function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql as $fn$
declare
  id bigint;
begin
  perform cron.check_schedule(schedule);
  insert into cron.job (schedule, command, jobname) values (schedule, command, job_name)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command, active = true
  returning jobid into id;
  return id;
end
$fn$;

create or replace function cron.schedule(schedule text, command text) returns bigint
language plpgsql as $fn$
declare
  id bigint;
begin
  perform cron.check_schedule(schedule);
  insert into cron.job (schedule, command) values (schedule, command) returning jobid into id;
  return id;
end
$fn$;

create or replace function cron.unschedule(job_id bigint) returns boolean language plpgsql as $fn$
begin
  delete from cron.job j where j.jobid = job_id and j.username = current_user;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
  return true;
end
$fn$;

create or replace function cron.unschedule(job_name text) returns boolean language plpgsql as $fn$
begin
  delete from cron.job j where j.jobname = job_name and j.username = current_user;
  if not found then raise exception 'could not find valid entry for job ''%''', job_name; end if;
  return true;
end
$fn$;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null,
  body bytea,
  timeout_milliseconds integer not null
);
create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create or replace function net._with_params(url text, params jsonb) returns text language sql immutable as $fn$
  select case when params is null or params = '{}'::jsonb then url
    else url || case when url like '%?%' then '&' else '?' end || (
      select string_agg(format('%s=%s', key, value), '&') from jsonb_each_text(params)
    ) end
$fn$;

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint language sql security definer set search_path = '' as $fn$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', net._with_params(url, params), coalesce(headers, '{}'::jsonb),
    convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'), timeout_milliseconds)
  returning id
$fn$;

create or replace function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds integer default 5000
) returns bigint language sql security definer set search_path = '' as $fn$
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('GET', net._with_params(url, params), coalesce(headers, '{}'::jsonb), null, timeout_milliseconds)
  returning id
$fn$;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text unique,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create or replace view vault.decrypted_secrets as
  select s.id, s.name, s.description, s.secret, s.secret as decrypted_secret, s.key_id, s.nonce,
    s.created_at, s.updated_at
  from vault.secrets s;

create or replace function vault.create_secret(
  new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null
) returns uuid language sql as $fn$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id
$fn$;

create or replace function vault.update_secret(
  secret_id uuid, new_secret text default null, new_name text default null,
  new_description text default null, new_key_id uuid default null
) returns void language sql as $fn$
  update vault.secrets s set
    secret = coalesce(new_secret, s.secret),
    name = coalesce(new_name, s.name),
    description = coalesce(new_description, s.description),
    key_id = coalesce(new_key_id, s.key_id),
    updated_at = now()
  where s.id = secret_id
$fn$;

revoke all on all tables in schema cron, net, vault from public, anon, authenticated;
revoke all on all functions in schema cron, net, vault from public, anon, authenticated;

do $ext$
declare
  ext record;
begin
  for ext in select * from (values ('pg_cron', 'pg_catalog', '1.6'), ('pg_net', 'extensions', '0.14.0'),
    ('supabase_vault', 'vault', '0.3.1')) as e (name, schema, version)
  loop
    if not exists (select 1 from pg_catalog.pg_extension where extname = ext.name) then
      insert into pg_catalog.pg_extension (oid, extname, extowner, extnamespace, extrelocatable, extversion)
      values ((select max(oid)::bigint + 1 from pg_catalog.pg_extension)::oid, ext.name,
        (select oid from pg_catalog.pg_roles where rolname = current_user), ext.schema::regnamespace, false, ext.version);
    end if;
  end loop;
end
$ext$;
`
