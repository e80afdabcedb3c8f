-- Trello import written to the database, in the background, with progress and cancel
-- (docs/decisions/trello-import-jobs.md, docs/roles.md, docs/limits.md, docs/errors.md).
--
-- An import is a row of public.imports plus its plan (what the app parsed and mapped from the
-- export) in private.import_plans. start_trello_import checks the caller is an owner or admin,
-- makes the board, its columns and the missing labels, and stores the plan; run_import_step
-- writes the next cards (with their labels, checklists and comments) and moves `done` on, one
-- transaction per step, so the progress is readable between steps; cancel_import removes
-- everything the import made. A step that fails removes everything too, in the same call, so a
-- failed or cancelled import leaves nothing half-made whoever drives it.
--
-- Dedupe: one running or completed import per (workspace, source, source board id); starting
-- the same export again answers the existing import instead of a second board.
--
-- Comment authorship: comments_before_write makes the caller the author of every comment. The
-- import writes comments of other people (the Trello member matched by email), or marks them
-- imported with the Trello name. It does so inside run_import_step only, which sets the
-- transaction-local setting `teamboard.importing` to the workspace it writes; the trigger keeps
-- author_id, imported_author and created_at only when that setting names the comment's
-- workspace and the author is a member. A client cannot set it: PostgREST runs no SQL of the
-- client's, and set_config is not an exposed function. Clients cannot write imported_author at
-- all (column grants).

-- The flag the import functions set; any other path sees null.
create function private.importing(ws uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('teamboard.importing', true), '') = ws::text;
$$;

revoke all on function private.importing(uuid) from public;
grant execute on function private.importing(uuid) to authenticated, service_role;

-- Fractional position keys for the n-th card or checklist item of an import: 'c' and three
-- base-62 digits (valid per private.is_valid_position; ordered like n up to 238 327).
create function private.import_position(n integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'c' || string_agg(substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
    (n / power(62, d)::integer) % 62 + 1, 1), '' order by d desc)
  from generate_series(0, 2) d;
$$;

revoke all on function private.import_position(integer) from public;

alter table public.comments add column imported_author text
  constraint comments_imported_author_length check (
    imported_author is null or (char_length(imported_author) between 1 and 100 and btrim(imported_author) <> '')
  );

comment on column public.comments.imported_author is
  'Set by an import only: the original author''s name when no member matched (author_id is then the importer).';

create or replace function private.comments_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    select t.workspace_id into new.workspace_id from public.tasks t where t.id = new.task_id;
    if new.workspace_id is null then
      perform private.fail('not_found');
    end if;
    if private.importing(new.workspace_id) then
      if new.author_id is null or not exists (
        select 1 from public.workspace_members m where m.workspace_id = new.workspace_id and m.user_id = new.author_id
      ) then
        perform private.fail('invalid_input');
      end if;
      new.created_at := least(coalesce(new.created_at, now()), now());
    else
      new.author_id := coalesce((select auth.uid()), new.author_id);
      new.imported_author := null;
      new.created_at := now();
    end if;
    new.edited_at := null;
  else
    if new.id is distinct from old.id or new.task_id is distinct from old.task_id
      or new.workspace_id is distinct from old.workspace_id or new.created_at is distinct from old.created_at
      or new.imported_author is distinct from old.imported_author
      or (new.author_id is distinct from old.author_id and new.author_id is not null) then
      perform private.fail('invalid_input');
    end if;
    new.edited_at := case when new.body is distinct from old.body then now() else old.edited_at end;
  end if;
  return new;
end;
$$;

-- Speed: an import writes a card's labels, checklist and comments, then sets the card's mirrors
-- (label_ids, counts) and its search document once (run_import_step), instead of once per row
-- through the triggers below, which skip rows written under the import's setting. The tasks
-- trigger lets the import set those mirrors and checks the 10 000-task limit once per step.
-- This is the boards migration's function with those two changes.
create or replace function private.tasks_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  nil constant uuid := '00000000-0000-0000-0000-000000000000';
  grp public.column_group;
begin
  if tg_op = 'INSERT' then
    perform pg_advisory_xact_lock(hashtextextended('tasks:' || new.workspace_id::text, 0));
    -- An import checks the limit once per step (run_import_step), not once per card.
    if not private.importing(new.workspace_id)
      and (select count(*) from public.tasks t where t.workspace_id = new.workspace_id) >= 10000 then
      perform private.fail('limit_reached');
    end if;
    insert into private.task_counters as c (workspace_id, last_number)
    values (new.workspace_id, (select coalesce(max(t.number), 0) + 1 from public.tasks t where t.workspace_id = new.workspace_id))
    on conflict (workspace_id) do update set last_number = c.last_number + 1
    returning c.last_number into new.number;
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.label_ids := '{}';
    new.comment_count := 0;
    new.attachment_count := 0;
    new.checklist_total := 0;
    new.checklist_done := 0;
    if new.board_id is null or new.board_id = nil then
      if new.column_id is not null and new.column_id <> nil then
        select c.board_id into new.board_id from public.board_columns c
        where c.id = new.column_id and c.workspace_id = new.workspace_id;
      else
        select b.id into new.board_id from public.boards b
        where b.workspace_id = new.workspace_id and b.archived_at is null
        order by b.created_at, b.id limit 1;
      end if;
    end if;
  else
    if new.id is distinct from old.id or new.workspace_id is distinct from old.workspace_id
      or new.number is distinct from old.number or new.created_at is distinct from old.created_at
      or (new.created_by is distinct from old.created_by and new.created_by is not null) then
      perform private.fail('invalid_input');
    end if;
    if pg_trigger_depth() <= 1 and not private.importing(new.workspace_id)
      and (new.label_ids, new.comment_count, new.attachment_count, new.checklist_total, new.checklist_done)
        is distinct from (old.label_ids, old.comment_count, old.attachment_count, old.checklist_total, old.checklist_done) then
      perform private.fail('invalid_input');
    end if;
  end if;

  if tg_op = 'INSERT' or new.board_id is distinct from old.board_id then
    if not exists (
      select 1 from public.boards b
      where b.id = new.board_id and b.workspace_id = new.workspace_id and b.archived_at is null
    ) then
      perform private.fail('not_found');
    end if;
  end if;

  if tg_op = 'UPDATE' and new.board_id is distinct from old.board_id and new.column_id is not distinct from old.column_id then
    -- Moved to another board without naming a column: the first one of the same group there.
    new.column_id := nil;
    new.status := old.status;
  end if;
  if tg_op = 'UPDATE' and new.column_id is not distinct from old.column_id and new.status is distinct from old.status
    and private.status_group(new.status) is distinct from (select c.status_group from public.board_columns c where c.id = new.column_id) then
    -- A status written alone (the API before boards): the first column of its group.
    new.column_id := nil;
  end if;
  if new.column_id is null or new.column_id = nil then
    select c.id into new.column_id from public.board_columns c
    where c.board_id = new.board_id
    order by (c.status_group = private.status_group(coalesce(new.status, 'todo'))) desc, c.position, c.id
    limit 1;
  end if;
  select c.status_group into grp from public.board_columns c
  where c.id = new.column_id and c.board_id = new.board_id and c.workspace_id = new.workspace_id;
  if grp is null then
    perform private.fail('not_found');
  end if;
  new.status := private.group_status(grp);
  new.completed_at := case
    when grp <> 'completed' then null
    when tg_op = 'UPDATE' and old.status = 'done' then old.completed_at
    else now()
  end;

  if new.assignee_id is not null
    and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id)
    and not exists (
      select 1 from public.workspace_members m
      where m.workspace_id = new.workspace_id and m.user_id = new.assignee_id
    ) then
    perform private.fail('invalid_input');
  end if;
  return new;
end;
$$;


create or replace function private.not_importing()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(current_setting('teamboard.importing', true), '') = '';
$$;

revoke all on function private.not_importing() from public;
grant execute on function private.not_importing() to authenticated, service_role;

drop trigger task_labels_after_write on public.task_labels;
create trigger task_labels_after_write
  after insert or delete on public.task_labels
  for each row when (private.not_importing())
  execute function private.task_labels_after_write();
drop trigger checklist_items_after_write on public.checklist_items;
create trigger checklist_items_after_write
  after insert or update or delete on public.checklist_items
  for each row when (private.not_importing())
  execute function private.checklist_items_after_write();
drop trigger comments_count on public.comments;
create trigger comments_count
  after insert or delete on public.comments
  for each row when (private.not_importing())
  execute function private.task_counts_after_write();
-- The search documents are kept per statement (20261126120000_search_index_paths.sql); a
-- statement's WHEN may call a function that reads no row.
drop trigger task_search_after_comment_insert on public.comments;
create trigger task_search_after_comment_insert
  after insert on public.comments
  referencing new table as new_rows
  for each statement when (private.not_importing())
  execute function private.task_search_after_comments_change();
drop trigger task_search_after_comment_delete on public.comments;
create trigger task_search_after_comment_delete
  after delete on public.comments
  referencing old table as old_rows
  for each statement when (private.not_importing())
  execute function private.task_search_after_comments_change();

-- An import notifies nobody: thousands of "assigned" and "commented" messages about history.
drop trigger tasks_notify on public.tasks;
create trigger tasks_notify
  after insert or update of assignee_id, description, status, column_id on public.tasks
  for each row when (private.not_importing())
  execute function private.tasks_notify();
drop trigger comments_notify on public.comments;
create trigger comments_notify
  after insert or update of body on public.comments
  for each row when (private.not_importing())
  execute function private.comments_notify();

-- Jobs ----------------------------------------------------------------------------------------

create type public.import_status as enum ('running', 'completed', 'failed', 'canceled');

create table public.imports (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- The board the import makes; null once a failed or cancelled import removed it.
  board_id uuid references public.boards (id) on delete set null,
  source text not null constraint imports_source_known check (source in ('trello')),
  source_id text not null constraint imports_source_id_length check (char_length(source_id) between 1 and 100),
  name text not null constraint imports_name_length check (char_length(name) between 1 and 80),
  status public.import_status not null default 'running',
  total integer not null default 0 constraint imports_total_range check (total between 0 and 10000),
  done integer not null default 0,
  -- A catalogue code (docs/errors.md) when status is failed.
  error text constraint imports_error_length check (char_length(error) <= 40),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint imports_done_range check (done between 0 and total)
);

comment on table public.imports is 'Imports of a workspace (Trello boards): status and progress; written by the import functions only.';

create unique index imports_source_key on public.imports (workspace_id, source, source_id)
  where status in ('running', 'completed');
create index imports_workspace_created_idx on public.imports (workspace_id, created_at desc);
create index imports_board_id_idx on public.imports (board_id);
create index imports_created_by_idx on public.imports (created_by);

create table private.import_plans (
  import_id uuid primary key references public.imports (id) on delete cascade,
  plan jsonb not null,
  -- The board's columns in plan order, and the label of each Trello label id.
  column_ids uuid[] not null,
  label_ids jsonb not null default '{}',
  -- Labels this import created: removed again if it fails or is cancelled.
  created_label_ids uuid[] not null default '{}'
);

alter table public.imports enable row level security;
alter table private.import_plans enable row level security;

create policy "imports: owners and admins read"
  on public.imports for select to authenticated
  using (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));

revoke all on public.imports from anon, authenticated;
grant select on public.imports to authenticated;
grant all on public.imports to service_role;
revoke all on private.import_plans from public, anon, authenticated;

-- The caller's import, locked, if they may drive it (owner or admin of its workspace).
create function private.import_for_update(import_id uuid)
returns public.imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.imports;
begin
  select i.* into job from public.imports i where i.id = import_for_update.import_id;
  if auth.uid() is null or job.id is null or not private.is_member(job.workspace_id) then
    perform private.fail('not_found');
  end if;
  if not private.has_role(job.workspace_id, array['owner', 'admin']::public.workspace_role[]) then
    perform private.fail('forbidden');
  end if;
  select i.* into job from public.imports i where i.id = import_for_update.import_id for update;
  return job;
end;
$$;

-- Everything an import made, gone: its tasks (their comments, checklists and labels cascade),
-- its board and the labels it created.
create function private.discard_import(job public.imports, final public.import_status, code text)
returns public.imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  made uuid[];
begin
  select p.created_label_ids into made from private.import_plans p where p.import_id = job.id;
  if job.board_id is not null then
    delete from public.tasks t where t.board_id = job.board_id and t.workspace_id = job.workspace_id;
    delete from public.boards b where b.id = job.board_id and b.workspace_id = job.workspace_id;
  end if;
  delete from public.labels l where l.workspace_id = job.workspace_id and l.id = any (coalesce(made, '{}'));
  delete from private.import_plans p where p.import_id = job.id;
  update public.imports i set status = final, error = code, board_id = null, updated_at = now()
  where i.id = job.id returning i.* into job;
  return job;
end;
$$;

revoke all on function private.import_for_update(uuid), private.discard_import(public.imports, public.import_status, text) from public;

-- plan: { source_id, name, columns: [{ name, group }], labels: [{ source_id, name, color }],
--   tasks: [{ source_id, title, description, column (index into columns), due_date, assignee_id,
--   label_source_ids: [..], checklist: [{ text, done }], comments: [{ author_id, imported_author,
--   body, at }] }] } — tasks in board order. Answers { import, existing }: existing is true when
-- this export (same source id) already has a running or completed import in the workspace, and
-- then nothing is written.
create function public.start_trello_import(workspace_id uuid, plan jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  ws constant uuid := start_trello_import.workspace_id;
  job public.imports;
  board uuid;
  defaults uuid[];
  cols uuid[] := '{}';
  col jsonb;
  n integer := 0;
  label jsonb;
  label_id uuid;
  labels_ jsonb := '{}';
  made uuid[] := '{}';
begin
  if auth.uid() is null or not private.is_member(ws) then
    perform private.fail('not_found');
  end if;
  if not private.has_role(ws, array['owner', 'admin']::public.workspace_role[]) then
    perform private.fail('forbidden');
  end if;
  if jsonb_typeof(plan) is distinct from 'object' or jsonb_typeof(plan -> 'tasks') is distinct from 'array'
    or jsonb_typeof(plan -> 'columns') is distinct from 'array' or jsonb_typeof(plan -> 'labels') is distinct from 'array'
    or jsonb_array_length(plan -> 'tasks') > 10000 or jsonb_array_length(plan -> 'columns') not between 1 and 20
    or coalesce(btrim(plan ->> 'source_id'), '') = '' or coalesce(btrim(plan ->> 'name'), '') = '' then
    perform private.fail('import_invalid');
  end if;

  select i.* into job from public.imports i
  where i.workspace_id = ws and i.source = 'trello' and i.source_id = plan ->> 'source_id'
    and i.status in ('running', 'completed');
  if job.id is not null then
    return jsonb_build_object('import', to_jsonb(job), 'existing', true);
  end if;

  if (select count(*) from public.tasks t where t.workspace_id = ws) + jsonb_array_length(plan -> 'tasks') > 10000 then
    perform private.fail('limit_reached');
  end if;
  insert into public.boards (workspace_id, name) values (ws, left(btrim(plan ->> 'name'), 80))
  returning id into board;
  -- The board starts with the default columns: they become the first ones of the plan, the rest
  -- are added, and defaults left over go (a board keeps at least one, and at most 20).
  select array_agg(c.id order by c.position, c.id) into defaults from public.board_columns c where c.board_id = board;
  for col in select value from jsonb_array_elements(plan -> 'columns') loop
    n := n + 1;
    if n <= cardinality(defaults) then
      update public.board_columns c set name = col ->> 'name', status_group = (col ->> 'group')::public.column_group,
        position = private.import_position(n)
      where c.id = defaults[n];
      cols := cols || defaults[n];
    else
      insert into public.board_columns (workspace_id, board_id, name, status_group, position)
      values (ws, board, col ->> 'name', (col ->> 'group')::public.column_group, private.import_position(n))
      returning id into label_id;
      cols := cols || label_id;
    end if;
  end loop;
  delete from public.board_columns c where c.board_id = board and c.id = any (defaults[n + 1:]);

  for label in select value from jsonb_array_elements(plan -> 'labels') loop
    select l.id into label_id from public.labels l
    where l.workspace_id = ws and lower(l.name) = lower(btrim(label ->> 'name'));
    if label_id is null then
      insert into public.labels (workspace_id, name, color)
      values (ws, btrim(label ->> 'name'), coalesce((label ->> 'color')::public.label_color, 'gray'))
      returning id into label_id;
      made := made || label_id;
    end if;
    labels_ := labels_ || jsonb_build_object(label ->> 'source_id', label_id);
  end loop;

  insert into public.imports (workspace_id, board_id, source, source_id, name, total, created_by)
  values (ws, board, 'trello', plan ->> 'source_id', left(btrim(plan ->> 'name'), 80),
    jsonb_array_length(plan -> 'tasks'), auth.uid())
  returning * into job;
  insert into private.import_plans (import_id, plan, column_ids, label_ids, created_label_ids)
  values (job.id, plan, cols, labels_, made);
  if job.total = 0 then
    delete from private.import_plans p where p.import_id = job.id;
    update public.imports i set status = 'completed' where i.id = job.id returning i.* into job;
  end if;
  return jsonb_build_object('import', to_jsonb(job), 'existing', false);
exception
  when invalid_text_representation or not_null_violation or check_violation then
    perform private.fail('import_invalid');
  when unique_violation then
    -- Another start of the same export won the race: answer that one.
    select i.* into job from public.imports i
    where i.workspace_id = ws and i.source = 'trello' and i.source_id = plan ->> 'source_id'
      and i.status in ('running', 'completed');
    if job.id is null then
      raise;
    end if;
    return jsonb_build_object('import', to_jsonb(job), 'existing', true);
end;
$$;

-- Writes the next `size` cards of a running import (one transaction), and answers the import.
-- A card that cannot be written (a column index out of range, an assignee or comment author who
-- is not a member, a limit) fails the import: everything it made is removed and `error` says why.
create function public.run_import_step(import_id uuid, size integer default 200)
returns public.imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.imports := private.import_for_update(run_import_step.import_id);
  plan_ private.import_plans;
  item jsonb;
  task_ uuid;
  col uuid;
  last integer;
  code text;
begin
  if job.status <> 'running' then
    return job;
  end if;
  select p.* into plan_ from private.import_plans p where p.import_id = job.id;
  last := least(job.done + least(greatest(coalesce(size, 200), 1), 1000), job.total);
  begin
    perform pg_advisory_xact_lock(hashtextextended('tasks:' || job.workspace_id::text, 0));
    if (select count(*) from public.tasks t where t.workspace_id = job.workspace_id) + (last - job.done) > 10000 then
      perform private.fail('limit_reached');
    end if;
    perform set_config('teamboard.importing', job.workspace_id::text, true);
    for i in job.done .. last - 1 loop
      item := plan_.plan -> 'tasks' -> i;
      col := plan_.column_ids[(item ->> 'column')::integer + 1];
      if col is null then
        perform private.fail('import_invalid');
      end if;
      insert into public.tasks (workspace_id, board_id, column_id, title, description, assignee_id, due_date, position)
      values (job.workspace_id, job.board_id, col, item ->> 'title', coalesce(item ->> 'description', ''),
        nullif(item ->> 'assignee_id', '')::uuid, nullif(item ->> 'due_date', '')::date, private.import_position(i))
      returning id into task_;
      insert into public.task_labels (task_id, label_id, workspace_id)
      select task_, (plan_.label_ids ->> l.source)::uuid, job.workspace_id
      from (select distinct x as source from jsonb_array_elements_text(coalesce(item -> 'label_source_ids', '[]')) x) l
      where plan_.label_ids ? l.source;
      insert into public.checklist_items (task_id, workspace_id, body, done, position)
      select task_, job.workspace_id, btrim(c.value ->> 'text'), coalesce((c.value ->> 'done')::boolean, false),
        private.import_position(c.n::integer)
      from jsonb_array_elements(coalesce(item -> 'checklist', '[]')) with ordinality c (value, n)
      where btrim(coalesce(c.value ->> 'text', '')) <> '';
      insert into public.comments (task_id, workspace_id, author_id, imported_author, body, created_at)
      select task_, job.workspace_id, coalesce(nullif(c.value ->> 'author_id', '')::uuid, auth.uid()),
        case when nullif(c.value ->> 'author_id', '') is null
          then coalesce(nullif(btrim(left(c.value ->> 'imported_author', 100)), ''), 'Trello user') end,
        c.value ->> 'body', coalesce((c.value ->> 'at')::timestamptz, now())
      from jsonb_array_elements(coalesce(item -> 'comments', '[]')) c;
      update public.tasks t set
        label_ids = coalesce((
          select array_agg(x.label_id order by lower(l.name), l.id)
          from public.task_labels x join public.labels l on l.id = x.label_id
          where x.task_id = task_
        ), '{}'),
        checklist_total = (select count(*) from public.checklist_items i where i.task_id = task_),
        checklist_done = (select count(*) from public.checklist_items i where i.task_id = task_ and i.done),
        comment_count = (select count(*) from public.comments c where c.task_id = task_)
      where t.id = task_;
      update public.task_search s set document = private.task_document(task_) where s.task_id = task_;
    end loop;
    perform set_config('teamboard.importing', '', true);
  exception when others then
    perform set_config('teamboard.importing', '', true);
    code := case
      when sqlstate = 'P0001' and sqlerrm in ('limit_reached', 'not_found') then sqlerrm
      when sqlstate in ('P0001', '22P02', '22007', '22008', '23502', '23503', '23514', '22001') then 'import_invalid'
      else 'unexpected'
    end;
    return private.discard_import(job, 'failed', code);
  end;
  update public.imports i set done = last, updated_at = now(),
    status = case when last >= i.total then 'completed' else 'running' end::public.import_status
  where i.id = job.id returning i.* into job;
  if job.status = 'completed' then
    delete from private.import_plans p where p.import_id = job.id;
  end if;
  return job;
end;
$$;

-- Stops a running import and removes everything it made; a finished one is answered as it is.
create function public.cancel_import(import_id uuid)
returns public.imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.imports := private.import_for_update(cancel_import.import_id);
begin
  if job.status <> 'running' then
    return job;
  end if;
  return private.discard_import(job, 'canceled', null);
end;
$$;

revoke execute on function public.start_trello_import(uuid, jsonb), public.run_import_step(uuid, integer),
  public.cancel_import(uuid) from public, anon;
grant execute on function public.start_trello_import(uuid, jsonb), public.run_import_step(uuid, integer),
  public.cancel_import(uuid) to authenticated;
