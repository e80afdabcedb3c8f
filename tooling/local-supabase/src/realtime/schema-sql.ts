/**
 * Change capture without logical replication (PGlite has none): a row trigger on every
 * publication table writes the change to an unlogged queue and NOTIFYs only a wake-up, so rows
 * larger than NOTIFY's 8000-byte payload limit still arrive. An event trigger re-syncs the
 * capture triggers inside the same DDL transaction that changes the publication, so no commit
 * after `alter publication … add table` can slip past uncaptured.
 */
export const CHANGES_CHANNEL = 'realtime_changes'
export const DDL_CHANNEL = 'realtime_ddl'

export const REALTIME_SCHEMA_SQL = `
create schema if not exists realtime;

do $$ begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end $$;

create unlogged table if not exists realtime.change_queue (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);

create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  -- PGlite has one backend, so this lists what the realtime module LISTENs to; without it nobody
  -- would drain the queue (e.g. a persisted database started with realtime off).
  if not exists (select 1 from pg_listening_channels() c where c = '${CHANGES_CHANNEL}') then
    return null;
  end if;
  insert into realtime.change_queue (schema_name, table_name, type, record, old_record)
  values (
    tg_table_schema, tg_table_name, tg_op,
    case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    case when tg_op = 'INSERT' then null else to_jsonb(old) end
  );
  perform pg_notify('${CHANGES_CHANNEL}', '');
  return null;
end $$;

-- Realtime stamps a change with its transaction's commit time (wal2json's timestamp, rendered by
-- realtime.apply_rls as commit_timestamp). A trigger only sees the transaction's start (now()) or
-- the row change (clock_timestamp()), so this deferred constraint trigger stamps the queued rows
-- at COMMIT, after every statement of the transaction has run. The first call stamps all of the
-- transaction's rows in one update (they share one commit upstream); the others only see the flag.
-- The time is read once: clock_timestamp() in the SET list would be read again for every row, and a
-- transaction's changes would carry times a millisecond apart.
alter table realtime.change_queue add column if not exists txid xid8 default pg_current_xact_id();

create or replace function realtime.stamp_commit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  committed timestamptz := clock_timestamp();
begin
  if current_setting('realtime.commit_stamped', true) is distinct from 'on' then
    perform set_config('realtime.commit_stamped', 'on', true);
    update realtime.change_queue set commit_timestamp = committed
    where txid = pg_current_xact_id();
  end if;
  return null;
end $$;

drop trigger if exists stamp_commit on realtime.change_queue;
create constraint trigger stamp_commit after insert on realtime.change_queue
  deferrable initially deferred for each row execute function realtime.stamp_commit();

create or replace function realtime.sync_capture() returns void
language plpgsql security definer set search_path = '' as $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel from pg_trigger g join pg_class c on c.oid = g.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where g.tgname = 'realtime_capture' and not exists (
      select 1 from pg_publication_tables p
      where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger realtime_capture on %s', t.rel);
  end loop;
  for t in
    select format('%I.%I', p.schemaname, p.tablename) as rel from pg_publication_tables p
    join pg_namespace n on n.nspname = p.schemaname
    join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
    where p.pubname = 'supabase_realtime' and c.relkind = 'r' and not exists (
      select 1 from pg_trigger g where g.tgrelid = c.oid and g.tgname = 'realtime_capture')
  loop
    execute format(
      'create trigger realtime_capture after insert or update or delete on %s for each row execute function realtime.capture_change()',
      t.rel);
  end loop;
end $$;

create or replace function realtime.on_ddl() returns event_trigger
language plpgsql as $$
begin
  perform realtime.sync_capture();
  perform pg_notify('${DDL_CHANNEL}', tg_tag);
end $$;

drop event trigger if exists realtime_ddl;
create event trigger realtime_ddl on ddl_command_end
  when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION', 'CREATE TABLE', 'ALTER TABLE', 'DROP TABLE')
  execute function realtime.on_ddl();

create or replace function realtime.visible_to(p_role text, p_claims text, p_sql text, p_key jsonb) returns boolean
language plpgsql as $$
declare
  visible boolean := false;
begin
  -- The subtransaction is rolled back on purpose: that undoes the role and claims settings
  -- even if this statement runs inside someone else's open transaction.
  begin
    perform set_config('role', p_role, true);
    perform set_config('request.jwt.claims', p_claims, true);
    perform set_config('request.jwt.claim.sub', coalesce(p_claims::jsonb ->> 'sub', ''), true);
    perform set_config('request.jwt.claim.role', p_role, true);
    perform set_config('request.jwt.claim.email', coalesce(p_claims::jsonb ->> 'email', ''), true);
    execute p_sql into visible using p_key;
    raise sqlstate 'RT000';
  exception
    when sqlstate 'RT000' then null;
    -- A role without SELECT on the table sees none of its rows, as in Supabase.
    when insufficient_privilege then visible := false;
  end;
  return coalesce(visible, false);
end $$;

-- Realtime Authorization (realtime's Tenants.Authorization): as the subscriber, with
-- realtime.topic set, can they SELECT a broadcast and a presence message of the topic (read), and
-- INSERT one (write)? Everything happens in a subtransaction that is rolled back, as upstream
-- rolls back its transaction, so the probe messages, role and settings never stay behind.
create or replace function realtime.authorize_channel(p_role text, p_claims text, p_topic text) returns jsonb
language plpgsql as $$
declare
  broadcast_id uuid := gen_random_uuid();
  presence_id uuid := gen_random_uuid();
  seen uuid[] := '{}';
  result jsonb;
begin
  begin
    insert into realtime.messages (id, topic, extension, private)
    values (broadcast_id, p_topic, 'broadcast', true), (presence_id, p_topic, 'presence', true);
    perform set_config('role', p_role, true);
    perform set_config('realtime.topic', p_topic, true);
    perform set_config('request.jwt.claims', p_claims, true);
    perform set_config('request.jwt.claim.sub', coalesce(p_claims::jsonb ->> 'sub', ''), true);
    perform set_config('request.jwt.claim.role', p_role, true);
    begin
      select coalesce(array_agg(m.id), '{}') into seen from realtime.messages m
      where m.topic = p_topic
        and ((m.extension = 'broadcast' and m.id = broadcast_id) or (m.extension = 'presence' and m.id = presence_id));
    exception when insufficient_privilege then seen := '{}';
    end;
    result := jsonb_build_object('broadcast_read', broadcast_id = any (seen), 'presence_read', presence_id = any (seen));
    begin
      insert into realtime.messages (topic, extension, private) values (p_topic, 'broadcast', true);
      result := result || '{"broadcast_write": true}';
    exception when insufficient_privilege then result := result || '{"broadcast_write": false}';
    end;
    begin
      insert into realtime.messages (topic, extension, private) values (p_topic, 'presence', true);
      result := result || '{"presence_write": true}';
    exception when insufficient_privilege then result := result || '{"presence_write": false}';
    end;
    raise sqlstate 'RT000';
  exception when sqlstate 'RT000' then null;
  end;
  return result;
end $$;

select realtime.sync_capture();
`
