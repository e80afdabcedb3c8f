-- Boards slice: several boards per workspace, their own columns, labels, checklists and the
-- counts a card shows (docs/states.md, docs/roles.md, docs/limits.md, supabase/README.md).
--
-- Conventions are the earlier migrations': helpers in `private` with an empty search_path,
-- product rules raised with private.fail('<catalogue code>'), limits in security definer
-- triggers serialised by an advisory lock, grants that list the columns a client may write,
-- activity written by triggers only.
--
-- Tenancy is held by the keys themselves: a board, column, label or task of workspace B cannot
-- be attached to a task of workspace A because every reference is a composite foreign key that
-- carries the workspace (tasks → boards (workspace_id, board_id), tasks → board_columns
-- (board_id, column_id), task_labels and checklist_items → tasks and labels (workspace_id, …)).
--
-- `tasks.status` stays, derived from the task's column: the column's group in the old spelling
-- (backlog, todo, in_progress, done, canceled; `in_review` is no longer produced — a column in
-- the started group gives in_progress). Code that reads status, filters by it or writes it (the
-- API before boards: a write of status alone moves the task to the first column of that group
-- on its board) keeps working; the column is the truth and `completed_at` follows its group.

create type public.column_group as enum ('backlog', 'unstarted', 'started', 'completed', 'canceled');
-- Label colours: a fixed palette whose chips are contrast-checked in both themes
-- (apps/web/src/lib/label-colors.ts and its test).
create type public.label_color as enum ('gray', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink');

alter type public.activity_kind add value if not exists 'column_changed';
alter type public.activity_kind add value if not exists 'board_changed';
alter type public.activity_kind add value if not exists 'label_added';
alter type public.activity_kind add value if not exists 'label_removed';
alter type public.activity_kind add value if not exists 'checklist_item_completed';

create function private.status_group(status public.task_status)
returns public.column_group
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'backlog' then 'backlog'
    when 'todo' then 'unstarted'
    when 'in_progress' then 'started'
    when 'in_review' then 'started'
    when 'done' then 'completed'
    when 'canceled' then 'canceled'
  end::public.column_group;
$$;

create function private.group_status(status_group public.column_group)
returns public.task_status
language sql
immutable
set search_path = ''
as $$
  select case status_group
    when 'backlog' then 'backlog'
    when 'unstarted' then 'todo'
    when 'started' then 'in_progress'
    when 'completed' then 'done'
    when 'canceled' then 'canceled'
  end::public.task_status;
$$;

-- Boards ------------------------------------------------------------------------------------

create table public.boards (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null
    constraint boards_name_length check (char_length(name) between 1 and 80 and btrim(name) <> ''),
  -- Made from the name by the insert trigger when left empty.
  slug text not null default ''
    constraint boards_slug_format check (slug ~ '^[a-z0-9](-?[a-z0-9])*$' and char_length(slug) <= 40),
  description text not null default ''
    constraint boards_description_length check (char_length(description) between 0 and 1000),
  archived_at timestamptz,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint boards_workspace_slug_key unique (workspace_id, slug),
  constraint boards_workspace_id_id_key unique (workspace_id, id)
);

-- workspace_id has no foreign key of its own: the board's (workspace_id, board_id) key holds it,
-- and a second cascade from the workspace would delete a board's columns before the board.
create table public.board_columns (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null,
  board_id uuid not null,
  name text not null
    constraint board_columns_name_length check (btrim(name) <> '' and char_length(name) <= 40),
  status_group public.column_group not null default 'unstarted',
  position text collate "C" not null
    constraint board_columns_position_key_format check (private.is_valid_position(position)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint board_columns_board_fkey foreign key (workspace_id, board_id)
    references public.boards (workspace_id, id) on delete cascade,
  constraint board_columns_board_id_id_key unique (board_id, id)
);

comment on table public.boards is 'Boards of a workspace; archived, never deleted by users. slug is unique per workspace.';
comment on table public.board_columns is 'Ordered columns of a board; status_group carries the meaning (completed_at, filters).';

create index boards_created_by_idx on public.boards (created_by);
create index board_columns_workspace_board_idx on public.board_columns (workspace_id, board_id);
create index board_columns_board_position_idx on public.board_columns (board_id, position, id);

-- The six columns a board starts with: today's statuses.
create function private.add_default_columns(ws uuid, board uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.board_columns (workspace_id, board_id, name, status_group, position)
  values
    (ws, board, 'Backlog', 'backlog', 'a0'),
    (ws, board, 'Todo', 'unstarted', 'a1'),
    (ws, board, 'In progress', 'started', 'a2'),
    (ws, board, 'In review', 'started', 'a3'),
    (ws, board, 'Done', 'completed', 'a4'),
    (ws, board, 'Canceled', 'canceled', 'a5');
$$;

-- Tasks gain a board, a column, their labels' ids and the counts a card shows -----------------
-- board_id and column_id are always set by the insert trigger; the nil default only keeps them
-- optional in the API types (as `number`'s 0 does). label_ids and the counts are kept by the
-- triggers of task_labels, comments, attachments and checklist_items, so the board reads them in
-- its one request and realtime carries them with the task.

alter table public.tasks
  add column board_id uuid not null default '00000000-0000-0000-0000-000000000000',
  add column column_id uuid not null default '00000000-0000-0000-0000-000000000000',
  add column label_ids uuid[] not null default '{}',
  add column comment_count integer not null default 0,
  add column attachment_count integer not null default 0,
  add column checklist_total integer not null default 0,
  add column checklist_done integer not null default 0;

-- Existing data: a "General" board per workspace with today's columns, every task in the column
-- of its status (in_review tasks in "In review", now spelled in_progress), counts from the rows.
-- The task triggers are off for this one update: nothing a user would see changes (no activity,
-- no updated_at).
alter table public.tasks disable trigger tasks_before_write;
alter table public.tasks disable trigger tasks_write_activity;
alter table public.tasks disable trigger tasks_set_updated_at;

insert into public.boards (workspace_id, name, slug, created_by, created_at)
select w.id, 'General', 'general', w.created_by, w.created_at from public.workspaces w;

select private.add_default_columns(b.workspace_id, b.id) from public.boards b;

update public.tasks t set
  board_id = b.id,
  column_id = c.id,
  status = private.group_status(c.status_group),
  comment_count = (select count(*) from public.comments m where m.task_id = t.id),
  attachment_count = (select count(*) from public.attachments a where a.task_id = t.id)
from public.boards b
join public.board_columns c on c.board_id = b.id
where b.workspace_id = t.workspace_id
  and c.name = case t.status
    when 'backlog' then 'Backlog' when 'todo' then 'Todo' when 'in_progress' then 'In progress'
    when 'in_review' then 'In review' when 'done' then 'Done' else 'Canceled' end;

alter table public.tasks enable trigger tasks_before_write;
alter table public.tasks enable trigger tasks_write_activity;
alter table public.tasks enable trigger tasks_set_updated_at;

alter table public.tasks
  add constraint tasks_workspace_id_id_key unique (workspace_id, id),
  add constraint tasks_board_fkey foreign key (workspace_id, board_id) references public.boards (workspace_id, id),
  add constraint tasks_column_fkey foreign key (board_id, column_id) references public.board_columns (board_id, id),
  add constraint tasks_counts_not_negative check (
    comment_count >= 0 and attachment_count >= 0 and checklist_done between 0 and checklist_total
  );

create index tasks_workspace_board_idx on public.tasks (workspace_id, board_id);
create index tasks_board_column_idx on public.tasks (board_id, column_id, position, id);

-- updated_at says when a person changed the task; a count or label kept by a trigger is not that.
drop trigger tasks_set_updated_at on public.tasks;
create trigger tasks_set_updated_at
  before update on public.tasks
  for each row
  when ((old.label_ids, old.comment_count, old.attachment_count, old.checklist_total, old.checklist_done)
    is not distinct from (new.label_ids, new.comment_count, new.attachment_count, new.checklist_total, new.checklist_done))
  execute function public.set_updated_at();

-- Where a task goes, on every path (REST, rpc, service role): the board and column it names, else
-- the workspace's first open board and the first column of the status's group there. The rest is
-- the tasks migration's rule set (limit, number, author, immutable columns, assignee membership),
-- plus: the trigger-kept counts and label ids change only from those triggers (pg_trigger_depth
-- > 1), no task lands on an archived board, and status and completed_at follow the column's group.
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
    if (select count(*) from public.tasks t where t.workspace_id = new.workspace_id) >= 10000 then
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
    if pg_trigger_depth() <= 1
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

-- The timeline: a move between columns is `column_changed`, between boards `board_changed`
-- (names as they were, so a later rename or delete keeps the history readable); status_changed
-- is no longer written (old rows stay and still read).
create or replace function private.tasks_write_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    insert into public.activity (workspace_id, task_id, actor_id, kind, data)
    values (new.workspace_id, new.id, actor, 'task_created',
      jsonb_build_object('number', new.number, 'title', new.title, 'status', new.status,
        'column', (select c.name from public.board_columns c where c.id = new.column_id)));
    return null;
  end if;
  if new.board_id is distinct from old.board_id then
    insert into public.activity (workspace_id, task_id, actor_id, kind, data)
    values (new.workspace_id, new.id, actor, 'board_changed', jsonb_build_object(
      'from', (select b.name from public.boards b where b.id = old.board_id),
      'to', (select b.name from public.boards b where b.id = new.board_id),
      'from_board_id', old.board_id, 'to_board_id', new.board_id,
      'column', (select c.name from public.board_columns c where c.id = new.column_id)));
  elsif new.column_id is distinct from old.column_id then
    insert into public.activity (workspace_id, task_id, actor_id, kind, data)
    values (new.workspace_id, new.id, actor, 'column_changed', jsonb_build_object(
      'from', (select c.name from public.board_columns c where c.id = old.column_id),
      'to', (select c.name from public.board_columns c where c.id = new.column_id),
      'from_column_id', old.column_id, 'to_column_id', new.column_id));
  end if;
  insert into public.activity (workspace_id, task_id, actor_id, kind, data)
  select new.workspace_id, new.id, actor, change.kind, jsonb_build_object('from', change.old_value, 'to', change.new_value)
  from (values
    ('assigned'::public.activity_kind, to_jsonb(old.assignee_id), to_jsonb(new.assignee_id)),
    ('priority_changed', to_jsonb(old.priority), to_jsonb(new.priority)),
    ('title_changed', to_jsonb(old.title), to_jsonb(new.title))
  ) as change (kind, old_value, new_value)
  where change.old_value is distinct from change.new_value;
  return null;
end;
$$;

-- Boards: the 50-open-boards limit on create and restore, a slug made from the name when none is
-- given, immutable keys, and a workspace always keeps one open board. A new board gets the six
-- default columns; a new workspace gets "General".
create function private.boards_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text;
  n integer := 1;
begin
  if tg_op = 'UPDATE' and (new.id is distinct from old.id or new.workspace_id is distinct from old.workspace_id
    or new.created_at is distinct from old.created_at
    or (new.created_by is distinct from old.created_by and new.created_by is not null)) then
    perform private.fail('invalid_input');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('boards:' || new.workspace_id::text, 0));
  if new.archived_at is null and (tg_op = 'INSERT' or old.archived_at is not null) and (
    select count(*) from public.boards b where b.workspace_id = new.workspace_id and b.archived_at is null
  ) >= 50 then
    perform private.fail('limit_reached');
  end if;
  if tg_op = 'UPDATE' and new.archived_at is not null and old.archived_at is null and not exists (
    select 1 from public.boards b where b.workspace_id = new.workspace_id and b.archived_at is null and b.id <> new.id
  ) then
    perform private.fail('last_board');
  end if;
  if tg_op = 'INSERT' then
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.created_at := now();
    if coalesce(new.slug, '') = '' then
      base := left(btrim(regexp_replace(lower(coalesce(new.name, '')), '[^a-z0-9]+', '-', 'g'), '-'), 32);
      base := coalesce(nullif(btrim(base, '-'), ''), 'board');
      new.slug := base;
      while exists (select 1 from public.boards b where b.workspace_id = new.workspace_id and b.slug = new.slug) loop
        n := n + 1;
        new.slug := base || '-' || n;
      end loop;
    end if;
  end if;
  if exists (select 1 from public.boards b where b.workspace_id = new.workspace_id and b.slug = new.slug and b.id <> new.id) then
    perform private.fail('slug_taken');
  end if;
  return new;
end;
$$;

create function private.boards_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_default_columns(new.workspace_id, new.id);
  return null;
end;
$$;

create function private.workspaces_add_general_board()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.boards (workspace_id, name, slug, created_by) values (new.id, 'General', 'general', new.created_by);
  return null;
end;
$$;

create trigger boards_before_write
  before insert or update on public.boards
  for each row execute function private.boards_before_write();
create trigger boards_after_insert
  after insert on public.boards
  for each row execute function private.boards_after_insert();
create trigger boards_set_updated_at
  before update on public.boards
  for each row execute function public.set_updated_at();
create trigger workspaces_add_general_board
  after insert on public.workspaces
  for each row execute function private.workspaces_add_general_board();

-- Columns: at most 20 per board, immutable keys, and a board keeps at least one column (a delete
-- that is part of removing the board or workspace passes). A column that holds tasks cannot be
-- deleted (the tasks' foreign key; delete_board_column moves them first). A column that changes
-- group takes its tasks' status and completed_at along.
create function private.board_columns_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from public.boards b where b.id = old.board_id)
      and not exists (select 1 from public.board_columns c where c.board_id = old.board_id and c.id <> old.id) then
      perform private.fail('last_column');
    end if;
    return old;
  end if;
  if tg_op = 'UPDATE' then
    if new.id is distinct from old.id or new.workspace_id is distinct from old.workspace_id
      or new.board_id is distinct from old.board_id or new.created_at is distinct from old.created_at then
      perform private.fail('invalid_input');
    end if;
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('board_columns:' || new.board_id::text, 0));
  if (select count(*) from public.board_columns c where c.board_id = new.board_id) >= 20 then
    perform private.fail('limit_reached');
  end if;
  new.created_at := now();
  return new;
end;
$$;

create function private.board_columns_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.tasks t set status = private.group_status(new.status_group)
  where t.column_id = new.id and t.board_id = new.board_id;
  return null;
end;
$$;

create trigger board_columns_before_write
  before insert or update or delete on public.board_columns
  for each row execute function private.board_columns_before_write();
create trigger board_columns_after_update
  after update of status_group on public.board_columns
  for each row when (old.status_group is distinct from new.status_group)
  execute function private.board_columns_after_update();
create trigger board_columns_set_updated_at
  before update on public.board_columns
  for each row execute function public.set_updated_at();

-- Labels, the labels on a task, checklist items -----------------------------------------------

create table public.labels (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  name text not null
    constraint labels_name_length check (btrim(name) <> '' and char_length(name) <= 40),
  color public.label_color not null default 'gray',
  created_at timestamptz not null default now(),
  constraint labels_workspace_id_id_key unique (workspace_id, id)
);

create unique index labels_workspace_name_key on public.labels (workspace_id, lower(name));

create table public.task_labels (
  task_id uuid not null,
  label_id uuid not null,
  -- Always the task's workspace (set by the insert trigger); both keys carry it, so a label of
  -- another workspace cannot reach the task.
  workspace_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (task_id, label_id),
  constraint task_labels_task_fkey foreign key (workspace_id, task_id)
    references public.tasks (workspace_id, id) on delete cascade,
  constraint task_labels_label_fkey foreign key (workspace_id, label_id)
    references public.labels (workspace_id, id) on delete cascade
);

create table public.checklist_items (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null,
  workspace_id uuid not null,
  body text not null
    constraint checklist_items_body_length check (btrim(body) <> '' and char_length(body) <= 300),
  done boolean not null default false,
  position text collate "C" not null
    constraint checklist_items_position_key_format check (private.is_valid_position(position)),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint checklist_items_task_fkey foreign key (workspace_id, task_id)
    references public.tasks (workspace_id, id) on delete cascade
);

comment on table public.labels is 'Labels of a workspace; name unique case-insensitively, colour from a fixed palette.';
comment on table public.task_labels is 'Which labels a task carries (0-10); tasks.label_ids mirrors it for the board.';
comment on table public.checklist_items is 'Sub-steps of a task, ordered by (position, id); tasks.checklist_done/total mirror them.';

create index task_labels_workspace_task_idx on public.task_labels (workspace_id, task_id);
create index task_labels_workspace_label_idx on public.task_labels (workspace_id, label_id);
create index checklist_items_workspace_task_idx on public.checklist_items (workspace_id, task_id, position, id);
create index checklist_items_task_idx on public.checklist_items (task_id, position, id);
create index checklist_items_created_by_idx on public.checklist_items (created_by);

-- Labels: at most 100 per workspace; the workspace never changes.
create function private.labels_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.id is distinct from old.id or new.workspace_id is distinct from old.workspace_id
      or new.created_at is distinct from old.created_at then
      perform private.fail('invalid_input');
    end if;
  else
    perform pg_advisory_xact_lock(hashtextextended('labels:' || new.workspace_id::text, 0));
    if (select count(*) from public.labels l where l.workspace_id = new.workspace_id) >= 100 then
      perform private.fail('limit_reached');
    end if;
    new.created_at := now();
  end if;
  if exists (
    select 1 from public.labels l
    where l.workspace_id = new.workspace_id and lower(l.name) = lower(new.name) and l.id <> new.id
  ) then
    perform private.fail('label_taken');
  end if;
  return new;
end;
$$;

create trigger labels_before_write
  before insert or update on public.labels
  for each row execute function private.labels_before_write();

-- Task labels: the workspace comes from the task; at most 10 per task, serialised on the task.
create function private.task_labels_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select t.workspace_id into new.workspace_id from public.tasks t where t.id = new.task_id for update;
  if new.workspace_id is null then
    perform private.fail('not_found');
  end if;
  if not exists (select 1 from public.labels l where l.id = new.label_id and l.workspace_id = new.workspace_id) then
    perform private.fail('not_found');
  end if;
  if (select count(*) from public.task_labels x where x.task_id = new.task_id) >= 10 then
    perform private.fail('limit_reached');
  end if;
  new.created_at := now();
  return new;
end;
$$;

-- tasks.label_ids mirrors the rows (sorted by label name), and the timeline records additions and
-- removals; removals that are part of deleting the task or the label write nothing.
create function private.task_labels_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_ public.task_labels := case when tg_op = 'INSERT' then new else old end;
  label_name text := (select l.name from public.labels l where l.id = row_.label_id);
begin
  update public.tasks t set label_ids = coalesce((
    select array_agg(x.label_id order by lower(l.name), l.id)
    from public.task_labels x join public.labels l on l.id = x.label_id
    where x.task_id = row_.task_id
  ), '{}')
  where t.id = row_.task_id;
  if found and label_name is not null then
    insert into public.activity (workspace_id, task_id, actor_id, kind, data)
    values (row_.workspace_id, row_.task_id, (select auth.uid()),
      case when tg_op = 'INSERT' then 'label_added' else 'label_removed' end::public.activity_kind,
      jsonb_build_object('label_id', row_.label_id, 'name', label_name));
  end if;
  return null;
end;
$$;

create trigger task_labels_before_insert
  before insert on public.task_labels
  for each row execute function private.task_labels_before_insert();
create trigger task_labels_after_write
  after insert or delete on public.task_labels
  for each row execute function private.task_labels_after_write();

-- A renamed label re-sorts the mirrors of its tasks.
create function private.labels_after_rename()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.tasks t set label_ids = coalesce((
    select array_agg(x.label_id order by lower(l.name), l.id)
    from public.task_labels x join public.labels l on l.id = x.label_id
    where x.task_id = t.id
  ), '{}')
  where t.id in (select x.task_id from public.task_labels x where x.label_id = new.id);
  return null;
end;
$$;

create trigger labels_after_rename
  after update of name on public.labels
  for each row when (old.name is distinct from new.name)
  execute function private.labels_after_rename();

-- Checklist items: the workspace comes from the task; at most 100 per task; only text, done and
-- position change afterwards.
create function private.checklist_items_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    select t.workspace_id into new.workspace_id from public.tasks t where t.id = new.task_id for update;
    if new.workspace_id is null then
      perform private.fail('not_found');
    end if;
    if (select count(*) from public.checklist_items i where i.task_id = new.task_id) >= 100 then
      perform private.fail('limit_reached');
    end if;
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.created_at := now();
  elsif new.id is distinct from old.id or new.task_id is distinct from old.task_id
    or new.workspace_id is distinct from old.workspace_id or new.created_at is distinct from old.created_at
    or (new.created_by is distinct from old.created_by and new.created_by is not null) then
    perform private.fail('invalid_input');
  end if;
  return new;
end;
$$;

create function private.checklist_items_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task uuid := case when tg_op = 'DELETE' then old.task_id else new.task_id end;
begin
  if tg_op <> 'UPDATE' or old.done is distinct from new.done then
    update public.tasks t set
      checklist_total = (select count(*) from public.checklist_items i where i.task_id = task),
      checklist_done = (select count(*) from public.checklist_items i where i.task_id = task and i.done)
    where t.id = task;
  end if;
  if tg_op = 'UPDATE' and new.done and not old.done then
    insert into public.activity (workspace_id, task_id, actor_id, kind, data)
    values (new.workspace_id, new.task_id, (select auth.uid()), 'checklist_item_completed',
      jsonb_build_object('item_id', new.id, 'body', new.body));
  end if;
  return null;
end;
$$;

create trigger checklist_items_before_write
  before insert or update on public.checklist_items
  for each row execute function private.checklist_items_before_write();
create trigger checklist_items_after_write
  after insert or update or delete on public.checklist_items
  for each row execute function private.checklist_items_after_write();
create trigger checklist_items_set_updated_at
  before update on public.checklist_items
  for each row execute function public.set_updated_at();

-- Card counts for comments and attachments.
create function private.task_counts_after_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task uuid := case when tg_op = 'DELETE' then old.task_id else new.task_id end;
begin
  if tg_table_name = 'comments' then
    update public.tasks t set comment_count = (select count(*) from public.comments c where c.task_id = task)
    where t.id = task;
  else
    update public.tasks t set attachment_count = (select count(*) from public.attachments a where a.task_id = task)
    where t.id = task;
  end if;
  return null;
end;
$$;

create trigger comments_count
  after insert or delete on public.comments
  for each row execute function private.task_counts_after_write();
create trigger attachments_count
  after insert or delete on public.attachments
  for each row execute function private.task_counts_after_write();

revoke all on function private.status_group(public.task_status), private.group_status(public.column_group),
  private.add_default_columns(uuid, uuid), private.boards_before_write(), private.boards_after_insert(),
  private.workspaces_add_general_board(), private.board_columns_before_write(), private.board_columns_after_update(),
  private.labels_before_write(), private.task_labels_before_insert(), private.task_labels_after_write(),
  private.labels_after_rename(), private.checklist_items_before_write(), private.checklist_items_after_write(),
  private.task_counts_after_write() from public;
-- move_task runs as its caller and maps a status to its group.
grant execute on function private.status_group(public.task_status) to authenticated;

-- rpc ---------------------------------------------------------------------------------------

-- move_task: a task to a column of its own board at `position_key`, in one statement. Moving to
-- another board is an update of board_id (the trigger picks the column), so a column of another
-- board or workspace is refused here (not_found), and again by the tasks → board_columns key.
-- `status` is the API before boards: the first column of that group on the task's board.
-- `workspace_id` and `board_id` name where the caller acts (its URL); a task elsewhere is not_found.
drop function public.move_task(uuid, public.task_status, text, uuid);

create function public.move_task(
  task_id uuid,
  position_key text,
  column_id uuid default null,
  status public.task_status default null,
  workspace_id uuid default null,
  board_id uuid default null
)
returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  task public.tasks;
  target uuid := move_task.column_id;
  moved public.tasks;
begin
  if auth.uid() is null then
    perform private.fail('forbidden');
  end if;
  select t.* into task from public.tasks t where t.id = move_task.task_id for update;
  if task.id is null or not private.is_member(task.workspace_id)
    or (move_task.workspace_id is not null and task.workspace_id <> move_task.workspace_id)
    or (move_task.board_id is not null and task.board_id <> move_task.board_id) then
    perform private.fail('not_found');
  end if;
  if (target is null and move_task.status is null) or not private.is_valid_position(move_task.position_key) then
    perform private.fail('invalid_input');
  end if;
  if target is null then
    select c.id into target from public.board_columns c
    where c.board_id = task.board_id and c.status_group = private.status_group(move_task.status)
    order by c.position, c.id limit 1;
    if target is null then
      perform private.fail('invalid_input');
    end if;
  elsif not exists (
    select 1 from public.board_columns c
    where c.id = target and c.board_id = task.board_id and c.workspace_id = task.workspace_id
  ) then
    perform private.fail('not_found');
  end if;
  update public.tasks t set column_id = target, position = move_task.position_key
  where t.id = move_task.task_id
  returning * into moved;
  return moved;
end;
$$;

revoke execute on function public.move_task(uuid, text, uuid, public.task_status, uuid, uuid) from public, anon;
grant execute on function public.move_task(uuid, text, uuid, public.task_status, uuid, uuid) to authenticated;

-- Deletes a column, first moving its tasks to `destination_id` (a column of the same board) when
-- it holds any. Owners and admins only; runs as its caller, so RLS applies to every step.
create function public.delete_board_column(column_id uuid, destination_id uuid default null)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  col public.board_columns;
begin
  if auth.uid() is null then
    perform private.fail('forbidden');
  end if;
  select c.* into col from public.board_columns c where c.id = delete_board_column.column_id;
  if col.id is null or not private.is_member(col.workspace_id) then
    perform private.fail('not_found');
  end if;
  if not private.has_role(col.workspace_id, array['owner', 'admin']::public.workspace_role[]) then
    perform private.fail('forbidden');
  end if;
  perform 1 from public.board_columns c where c.id = col.id for update;
  if delete_board_column.destination_id is not null then
    if delete_board_column.destination_id = col.id or not exists (
      select 1 from public.board_columns c where c.id = delete_board_column.destination_id and c.board_id = col.board_id
    ) then
      perform private.fail('invalid_input');
    end if;
    update public.tasks t set column_id = delete_board_column.destination_id
    where t.board_id = col.board_id and t.column_id = col.id;
  elsif exists (select 1 from public.tasks t where t.board_id = col.board_id and t.column_id = col.id) then
    perform private.fail('column_not_empty');
  end if;
  delete from public.board_columns c where c.id = col.id;
end;
$$;

revoke execute on function public.delete_board_column(uuid, uuid) from public, anon;
grant execute on function public.delete_board_column(uuid, uuid) to authenticated;

-- RLS (docs/roles.md): members read everything and put labels and checklist items on tasks;
-- owners and admins create, rename and archive boards, manage columns and labels. Boards are
-- never deleted through the API (archived instead).
alter table public.boards enable row level security;
alter table public.board_columns enable row level security;
alter table public.labels enable row level security;
alter table public.task_labels enable row level security;
alter table public.checklist_items enable row level security;

create policy "boards: members read"
  on public.boards for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy "boards: owners and admins create"
  on public.boards for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));
create policy "boards: owners and admins edit and archive"
  on public.boards for update to authenticated
  using (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])))
  with check (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));

create policy "board columns: members read"
  on public.board_columns for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy "board columns: owners and admins add"
  on public.board_columns for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));
create policy "board columns: owners and admins edit"
  on public.board_columns for update to authenticated
  using (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])))
  with check (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));
create policy "board columns: owners and admins delete"
  on public.board_columns for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));

create policy "labels: members read"
  on public.labels for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy "labels: owners and admins create"
  on public.labels for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));
create policy "labels: owners and admins edit"
  on public.labels for update to authenticated
  using (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])))
  with check (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));
create policy "labels: owners and admins delete"
  on public.labels for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));

create policy "task labels: members read"
  on public.task_labels for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy "task labels: members add"
  on public.task_labels for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()));
create policy "task labels: members remove"
  on public.task_labels for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy "checklist items: members read"
  on public.checklist_items for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));
create policy "checklist items: members add"
  on public.checklist_items for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()));
create policy "checklist items: members edit"
  on public.checklist_items for update to authenticated
  using (workspace_id in (select private.member_workspace_ids()))
  with check (workspace_id in (select private.member_workspace_ids()));
create policy "checklist items: members delete"
  on public.checklist_items for delete to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

revoke all on public.boards, public.board_columns, public.labels, public.task_labels, public.checklist_items from anon, authenticated;
grant select on public.boards, public.board_columns, public.labels, public.task_labels, public.checklist_items to authenticated;
grant insert (id, workspace_id, name, slug, description) on public.boards to authenticated;
grant update (name, slug, description, archived_at) on public.boards to authenticated;
grant insert (id, workspace_id, board_id, name, status_group, position) on public.board_columns to authenticated;
grant update (name, status_group, position) on public.board_columns to authenticated;
grant delete on public.board_columns, public.labels, public.task_labels, public.checklist_items to authenticated;
grant insert (id, workspace_id, name, color) on public.labels to authenticated;
grant update (name, color) on public.labels to authenticated;
grant insert (task_id, label_id, workspace_id) on public.task_labels to authenticated;
grant insert (id, task_id, workspace_id, body, done, position) on public.checklist_items to authenticated;
grant update (body, done, position) on public.checklist_items to authenticated;
grant all on public.boards, public.board_columns, public.labels, public.task_labels, public.checklist_items to service_role;

-- Tasks: a task is created on a board and column and moves between them.
grant insert (board_id, column_id) on public.tasks to authenticated;
grant update (board_id, column_id) on public.tasks to authenticated;

alter publication supabase_realtime add table public.boards, public.board_columns, public.labels,
  public.task_labels, public.checklist_items;
