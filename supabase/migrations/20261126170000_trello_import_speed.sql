-- Trello import, set-based and time-bounded (docs/decisions/trello-import-jobs.md; measured by
-- supabase/bench/trello-import.ts).
--
-- 20261126130000_trello_import.sql wrote a step card by card: per card five statements, then an
-- update of the card for its mirrors (label_ids, counts) that fired every tasks trigger again,
-- then its search document rewritten. A step now writes its cards in chunks, each chunk as one
-- statement per table: the cards with their mirrors already counted from the plan (the tasks
-- trigger keeps them under the import's setting), their labels, checklist items and comments,
-- then their search documents and "created" activity, set-based. A step stops after its size or
-- after about half a second in the database, whichever comes first: on a busy machine it writes
-- fewer cards instead of taking longer, so that progress keeps moving.
--
-- The per-row triggers that skip the import's rows said so by calling private.not_importing()
-- in their WHEN; a trigger's WHEN is not planned, so that SQL function was called (not inlined)
-- for every row of every write. They now test the setting directly.

-- The import's setting, unset or empty outside run_import_step (20261126130000_trello_import.sql).
drop trigger task_labels_after_write on public.task_labels;
create trigger task_labels_after_write
  after insert or delete on public.task_labels
  for each row when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.task_labels_after_write();
drop trigger checklist_items_after_write on public.checklist_items;
create trigger checklist_items_after_write
  after insert or update or delete on public.checklist_items
  for each row when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.checklist_items_after_write();
drop trigger comments_count on public.comments;
create trigger comments_count
  after insert or delete on public.comments
  for each row when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.task_counts_after_write();
drop trigger task_search_after_comment_insert on public.comments;
create trigger task_search_after_comment_insert
  after insert on public.comments
  referencing new table as new_rows
  for each statement when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.task_search_after_comments_change();
drop trigger task_search_after_comment_delete on public.comments;
create trigger task_search_after_comment_delete
  after delete on public.comments
  referencing old table as old_rows
  for each statement when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.task_search_after_comments_change();
drop trigger tasks_notify on public.tasks;
create trigger tasks_notify
  after insert or update of assignee_id, description, status, column_id on public.tasks
  for each row when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.tasks_notify();
drop trigger comments_notify on public.comments;
create trigger comments_notify
  after insert or update of body on public.comments
  for each row when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.comments_notify();
-- New: an import writes the search documents (with the comments) and the "created" activity of
-- its cards itself, once per chunk (private.import_cards).
drop trigger task_search_after_insert on public.tasks;
create trigger task_search_after_insert
  after insert on public.tasks
  referencing new table as new_rows
  for each statement when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.task_search_after_tasks_insert();
-- New: the per-row checks of a card's labels and checklist items (the task's workspace, its
-- limits) are made by the import once per chunk, for cards it has just written.
drop trigger task_labels_before_insert on public.task_labels;
create trigger task_labels_before_insert
  before insert on public.task_labels
  for each row when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.task_labels_before_insert();
drop trigger checklist_items_before_write on public.checklist_items;
create trigger checklist_items_before_write
  before insert or update on public.checklist_items
  for each row when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.checklist_items_before_write();
drop trigger tasks_write_activity on public.tasks;
create trigger tasks_write_activity
  after insert or update on public.tasks
  for each row when (coalesce(current_setting('teamboard.importing', true), '') = '')
  execute function private.tasks_write_activity();

-- 20261126130000_trello_import.sql's function, with one change: a card written by the import
-- keeps the mirrors (label_ids, counts) the import counted; attachments it has none.
create or replace function private.tasks_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  nil constant uuid := '00000000-0000-0000-0000-000000000000';
  grp public.column_group;
  importing constant boolean := private.importing(new.workspace_id);
begin
  if tg_op = 'INSERT' then
    perform pg_advisory_xact_lock(hashtextextended('tasks:' || new.workspace_id::text, 0));
    -- An import checks the limit once per step (run_import_step), not once per card.
    if not importing
      and (select count(*) from public.tasks t where t.workspace_id = new.workspace_id) >= 10000 then
      perform private.fail('limit_reached');
    end if;
    insert into private.task_counters as c (workspace_id, last_number)
    values (new.workspace_id, (select coalesce(max(t.number), 0) + 1 from public.tasks t where t.workspace_id = new.workspace_id))
    on conflict (workspace_id) do update set last_number = c.last_number + 1
    returning c.last_number into new.number;
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.attachment_count := 0;
    if importing then
      new.label_ids := coalesce(new.label_ids, '{}');
      new.comment_count := coalesce(new.comment_count, 0);
      new.checklist_total := coalesce(new.checklist_total, 0);
      new.checklist_done := coalesce(new.checklist_done, 0);
    else
      new.label_ids := '{}';
      new.comment_count := 0;
      new.checklist_total := 0;
      new.checklist_done := 0;
    end if;
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
    if pg_trigger_depth() <= 1 and not importing
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

-- Same keys as before ('c' and three base-62 digits of n), without a set-returning query per call.
create or replace function private.import_position(n integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'c' || substr(d, (n / 3844) % 62 + 1, 1) || substr(d, (n / 62) % 62 + 1, 1) || substr(d, n % 62 + 1, 1)
  from (values ('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz')) v (d);
$$;

-- Cards first .. stop - 1 of the plan (`cards` is its tasks array), written under the import's
-- setting (run_import_step sets it and catches what fails here). One statement per table.
create function private.import_cards(job public.imports, plan_ private.import_plans, cards jsonb, first integer, stop integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  ws constant uuid := job.workspace_id;
  ids constant uuid[] := array(select gen_random_uuid() from generate_series(first, stop - 1));
begin
  if exists (
    select 1 from generate_series(first, stop - 1) i
    where plan_.column_ids[((cards -> i) ->> 'column')::integer + 1] is null
  ) then
    perform private.fail('import_invalid');
  end if;
  -- What task_labels_before_insert and checklist_items_before_write check per row
  -- (20261126000100_boards.sql): the label is the workspace's, 10 labels and 100 items a task.
  if exists (
    select 1 from generate_series(first, stop - 1) i,
      jsonb_array_elements_text(coalesce(cards -> i -> 'label_source_ids', '[]')) x
    where plan_.label_ids ? x and not exists (
      select 1 from public.labels l where l.id = (plan_.label_ids ->> x)::uuid and l.workspace_id = ws)
  ) then
    perform private.fail('not_found');
  end if;
  if exists (
    select 1 from generate_series(first, stop - 1) i
    where (select count(distinct plan_.label_ids ->> x) from jsonb_array_elements_text(coalesce(cards -> i -> 'label_source_ids', '[]')) x
        where plan_.label_ids ? x) > 10
      or (select count(*) from jsonb_array_elements(coalesce(cards -> i -> 'checklist', '[]')) c
        where btrim(coalesce(c.value ->> 'text', '')) <> '') > 100
  ) then
    perform private.fail('limit_reached');
  end if;

  -- The mirrors, counted as the rows below are written: labels the plan maps (in the order the
  -- labels trigger keeps), checklist items with text, every comment.
  insert into public.tasks (id, workspace_id, board_id, column_id, title, description, assignee_id, due_date,
    position, label_ids, checklist_total, checklist_done, comment_count)
  select ids[s.k], ws, job.board_id, plan_.column_ids[(s.item ->> 'column')::integer + 1], s.item ->> 'title',
    coalesce(s.item ->> 'description', ''), nullif(s.item ->> 'assignee_id', '')::uuid,
    nullif(s.item ->> 'due_date', '')::date, private.import_position(s.i),
    coalesce((
      select array_agg(l.id order by lower(l.name), l.id) from public.labels l
      where l.workspace_id = ws and l.id in (
        select (plan_.label_ids ->> x)::uuid
        from jsonb_array_elements_text(coalesce(s.item -> 'label_source_ids', '[]')) x
        where plan_.label_ids ? x)
    ), '{}'),
    c.total, c.done, jsonb_array_length(coalesce(s.item -> 'comments', '[]'))
  from (select i, i - first + 1 as k, cards -> i as item from generate_series(first, stop - 1) i) s
  cross join lateral (
    select count(*) as total, count(*) filter (where coalesce((x.value ->> 'done')::boolean, false)) as done
    from jsonb_array_elements(coalesce(s.item -> 'checklist', '[]')) x
    where btrim(coalesce(x.value ->> 'text', '')) <> ''
  ) c
  order by s.i;

  insert into public.task_labels (task_id, label_id, workspace_id)
  select distinct ids[i - first + 1], (plan_.label_ids ->> x)::uuid, ws
  from generate_series(first, stop - 1) i,
    jsonb_array_elements_text(coalesce(cards -> i -> 'label_source_ids', '[]')) x
  where plan_.label_ids ? x;

  insert into public.checklist_items (task_id, workspace_id, body, done, position)
  select ids[i - first + 1], ws, btrim(c.value ->> 'text'), coalesce((c.value ->> 'done')::boolean, false),
    private.import_position(c.n::integer)
  from generate_series(first, stop - 1) i,
    jsonb_array_elements(coalesce(cards -> i -> 'checklist', '[]')) with ordinality c (value, n)
  where btrim(coalesce(c.value ->> 'text', '')) <> ''
  order by i, c.n;

  insert into public.comments (task_id, workspace_id, author_id, imported_author, body, created_at)
  select ids[i - first + 1], ws, coalesce(nullif(c.value ->> 'author_id', '')::uuid, auth.uid()),
    case when nullif(c.value ->> 'author_id', '') is null
      then coalesce(nullif(btrim(left(c.value ->> 'imported_author', 100)), ''), 'Trello user') end,
    c.value ->> 'body', coalesce((c.value ->> 'at')::timestamptz, now())
  from generate_series(first, stop - 1) i,
    jsonb_array_elements(coalesce(cards -> i -> 'comments', '[]')) with ordinality c (value, n)
  order by i, c.n;

  -- What task_search_after_tasks_insert and the comment triggers would have written
  -- (20261126120000_search_index_paths.sql), once per card.
  insert into public.task_search (task_id, workspace_id, document)
  select t.id, t.workspace_id, setweight(to_tsvector('english'::regconfig, t.title), 'A')
    || setweight(to_tsvector('english'::regconfig, t.description), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(c.body, '')), 'C')
  from public.tasks t
  left join (
    select c.task_id, string_agg(c.body, E'\n') as body
    from public.comments c where c.task_id = any (ids) group by c.task_id
  ) c on c.task_id = t.id
  where t.id = any (ids);

  -- What tasks_write_activity writes for a new card.
  insert into public.activity (workspace_id, task_id, actor_id, kind, data)
  select t.workspace_id, t.id, (select auth.uid()), 'task_created',
    jsonb_build_object('number', t.number, 'title', t.title, 'status', t.status, 'column', c.name)
  from public.tasks t join public.board_columns c on c.id = t.column_id
  where t.id = any (ids)
  order by t.number;
end;
$$;

revoke all on function private.import_cards(public.imports, private.import_plans, jsonb, integer, integer) from public;

-- As in 20261126130000_trello_import.sql, but the cards go in chunks through private.import_cards
-- and the step ends after `size` cards or once it has run for about half a second.
create or replace function public.run_import_step(import_id uuid, size integer default 200)
returns public.imports
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.imports := private.import_for_update(run_import_step.import_id);
  began constant timestamptz := clock_timestamp();
  -- A step's time in the database (seconds); the request around it adds the rest of the time
  -- between two progress updates (supabase/bench/trello-import.ts).
  budget constant double precision := 0.5;
  plan_ private.import_plans;
  cards jsonb;
  last integer;
  upto integer;
  had bigint;
  n integer := 10;
  per_card double precision;
  left_ double precision;
  code text;
begin
  if job.status <> 'running' then
    return job;
  end if;
  select p.* into plan_ from private.import_plans p where p.import_id = job.id;
  last := least(job.done + least(greatest(coalesce(size, 200), 1), 1000), job.total);
  upto := job.done;
  begin
    perform pg_advisory_xact_lock(hashtextextended('tasks:' || job.workspace_id::text, 0));
    had := (select count(*) from public.tasks t where t.workspace_id = job.workspace_id);
    if had + (last - job.done) > 10000 then
      perform private.fail('limit_reached');
    end if;
    -- The foreign keys to tasks (workspace_id, id) are checked with plans Postgres keeps per
    -- connection. Planned on statistics older than the rows the import has written (a new
    -- project, or PGlite, which runs no autovacuum), the check scans every task of the workspace
    -- for every checklist item and label: quadratic. Fresh statistics make it the unique index.
    if had > 0 and (select c.reltuples from pg_catalog.pg_class c where c.oid = 'public.tasks'::regclass) < had / 2 then
      analyze public.tasks;
    end if;
    perform set_config('teamboard.importing', job.workspace_id::text, true);
    cards := plan_.plan -> 'tasks';
    -- Chunks sized by the time a card has taken so far in this step, so that the step ends
    -- close to its budget however fast the machine is at the moment.
    loop
      n := least(n, last - upto);
      perform private.import_cards(job, plan_, cards, upto, upto + n);
      upto := upto + n;
      exit when upto >= last;
      per_card := extract(epoch from clock_timestamp() - began) / (upto - job.done);
      left_ := budget - extract(epoch from clock_timestamp() - began);
      exit when left_ < per_card;
      n := least(50, floor(left_ / per_card)::integer);
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
  update public.imports i set done = upto, updated_at = now(),
    status = case when upto >= i.total then 'completed' else 'running' end::public.import_status
  where i.id = job.id returning i.* into job;
  if job.status = 'completed' then
    delete from private.import_plans p where p.import_id = job.id;
  end if;
  return job;
end;
$$;
