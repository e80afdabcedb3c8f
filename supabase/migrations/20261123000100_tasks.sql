-- Board slice: tasks and their activity (docs/states.md, docs/roles.md, docs/limits.md), RLS, move_task(), realtime.
--
-- Conventions are the workspaces migration's: membership helpers in `private`, product rules
-- raised with private.fail('<catalogue code>'), limits in security definer triggers serialised
-- by an advisory lock, grants that list the columns a client may write.
--
-- Numbers: `tasks.number` is 1, 2, 3… per workspace, taken from `private.task_counters` inside
-- the insert trigger, under the workspace's advisory lock. A failed insert rolls the counter back
-- with it, so there are no gaps, and the lock means no duplicates. The counter lives in `private`
-- rather than as a column on `workspaces` so that creating a task neither bumps
-- `workspaces.updated_at` (its trigger fires on any update) nor adds a column to the API's
-- `Workspace` type; clients cannot read or change it.
--
-- Positions: `position` holds a `fractional-indexing` key (base 62, `0-9A-Za-z`, an integer part
-- whose length the head letter gives, then an optional fraction that never ends in `0`). Keys
-- compare by code point, hence `collate "C"`. A column is ordered by (position, id); two people
-- dropping into the same gap at once may get equal keys, which the id orders deterministically.

create type public.task_status as enum ('backlog', 'todo', 'in_progress', 'in_review', 'done', 'canceled');
create type public.task_priority as enum ('none', 'low', 'medium', 'high', 'urgent');
create type public.activity_kind as enum ('task_created', 'status_changed', 'assigned', 'priority_changed', 'title_changed');

-- The same rule as fractional-indexing's validateOrderKey, plus a length cap (keys grow by about
-- one character per insert into the same gap; 255 leaves room for thousands).
create function private.is_valid_position(key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select key is not null
    and char_length(key) <= 255
    and key ~ '^[A-Za-z][0-9A-Za-z]*$'
    -- the smallest integer has no key below it
    and key <> 'A' || repeat('0', 26)
    and char_length(key) >= (case when ascii(key) >= 97 then ascii(key) - 95 else 92 - ascii(key) end)
    and (
      char_length(key) = (case when ascii(key) >= 97 then ascii(key) - 95 else 92 - ascii(key) end)
      or right(key, 1) <> '0'
    );
$$;

revoke all on function private.is_valid_position(text) from public;
-- Check constraints run with the writer's privileges, so the writers need to execute it.
grant execute on function private.is_valid_position(text) to authenticated, service_role;

create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Always assigned by the insert trigger; the default only keeps it optional in the API types.
  number integer not null default 0,
  title text not null
    constraint tasks_title_length check (char_length(title) between 1 and 200 and btrim(title) <> ''),
  description text not null default ''
    constraint tasks_description_length check (char_length(description) <= 20000),
  status public.task_status not null default 'todo',
  priority public.task_priority not null default 'none',
  assignee_id uuid,
  due_date date,
  position text collate "C" not null
    constraint tasks_position_key_format check (private.is_valid_position(position)),
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  constraint tasks_workspace_number_key unique (workspace_id, number),
  -- The assignee is a member of the task's workspace; leaving or being removed unassigns them.
  constraint tasks_assignee_is_member foreign key (workspace_id, assignee_id)
    references public.workspace_members (workspace_id, user_id) on delete set null (assignee_id),
  -- The same column to profiles, for embedding the assignee's profile in one request
  -- (`assignee:profiles!tasks_assignee_id_fkey(…)`); the local backend's REST layer joins a
  -- composite foreign key on its first column only, so the membership key cannot be embedded.
  constraint tasks_assignee_id_fkey foreign key (assignee_id) references public.profiles (id) on delete set null,
  constraint tasks_completed_only_when_done check ((status = 'done') = (completed_at is not null))
);

create table public.activity (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  task_id uuid references public.tasks (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  kind public.activity_kind not null,
  data jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);

create table private.task_counters (
  workspace_id uuid primary key references public.workspaces (id) on delete cascade,
  last_number integer not null
);

comment on table public.tasks is 'Board cards. number is per workspace (trigger); position is a fractional-indexing key; completed_at follows status.';
comment on column public.tasks.position is 'fractional-indexing key (base 62); order a column by (position, id).';
comment on table public.activity is 'What happened to a task; written only by triggers on tasks, read by members.';
comment on table private.task_counters is 'Last task number per workspace; only the tasks insert trigger touches it.';

-- Every foreign key and every RLS lookup has an index.
create index tasks_board_idx on public.tasks (workspace_id, status, position, id);
create index tasks_assignee_idx on public.tasks (assignee_id, workspace_id);
create index tasks_created_by_idx on public.tasks (created_by);
create index activity_workspace_id_idx on public.activity (workspace_id, created_at);
create index activity_task_id_idx on public.activity (task_id, created_at);
create index activity_actor_id_idx on public.activity (actor_id);

alter table private.task_counters enable row level security;
revoke all on private.task_counters from public, anon, authenticated;

create trigger tasks_set_updated_at
  before update on public.tasks
  for each row execute function public.set_updated_at();

-- Insert: the 10 000-task limit (docs/limits.md), the number, the author; every path (REST, rpc,
-- service role) goes through it. Update: a task never changes id, workspace, number, creation
-- time or author.
-- Both: completed_at follows status, and the assignee must be a member (a friendlier code than
-- the foreign key, which stays as the last line).
create function private.tasks_before_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform pg_advisory_xact_lock(hashtextextended('tasks:' || new.workspace_id::text, 0));
    if (select count(*) from public.tasks t where t.workspace_id = new.workspace_id) >= 10000 then
      perform private.fail('limit_reached');
    end if;
    -- The first insert starts after any rows already there (e.g. restored from a dump).
    insert into private.task_counters as c (workspace_id, last_number)
    values (new.workspace_id, (select coalesce(max(t.number), 0) + 1 from public.tasks t where t.workspace_id = new.workspace_id))
    on conflict (workspace_id) do update set last_number = c.last_number + 1
    returning c.last_number into new.number;
    new.created_by := coalesce((select auth.uid()), new.created_by);
    new.completed_at := case when new.status = 'done' then now() end;
  else
    -- The column grants say the same for clients; this holds for every path, including the local
    -- backend, whose PGlite does not enforce column privileges. created_by may only be cleared
    -- (its profile's deletion sets it null).
    if new.id is distinct from old.id or new.workspace_id is distinct from old.workspace_id
      or new.number is distinct from old.number or new.created_at is distinct from old.created_at
      or (new.created_by is distinct from old.created_by and new.created_by is not null) then
      perform private.fail('invalid_input');
    end if;
    new.completed_at := case
      when new.status is not distinct from old.status then old.completed_at
      when new.status = 'done' then now()
    end;
  end if;
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

create trigger tasks_before_write
  before insert or update on public.tasks
  for each row execute function private.tasks_before_write();

-- One activity row per change that the task detail shows; the actor is whoever's JWT made the
-- change (null for the service role). Removing a member unassigns their tasks through the
-- foreign key, which is recorded as `assigned` with `to: null`.
create function private.tasks_write_activity()
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
      jsonb_build_object('number', new.number, 'title', new.title, 'status', new.status));
    return null;
  end if;
  insert into public.activity (workspace_id, task_id, actor_id, kind, data)
  select new.workspace_id, new.id, actor, change.kind, jsonb_build_object('from', change.old_value, 'to', change.new_value)
  from (values
    ('status_changed'::public.activity_kind, to_jsonb(old.status), to_jsonb(new.status)),
    ('assigned', to_jsonb(old.assignee_id), to_jsonb(new.assignee_id)),
    ('priority_changed', to_jsonb(old.priority), to_jsonb(new.priority)),
    ('title_changed', to_jsonb(old.title), to_jsonb(new.title))
  ) as change (kind, old_value, new_value)
  where change.old_value is distinct from change.new_value;
  return null;
end;
$$;

create trigger tasks_write_activity
  after insert or update on public.tasks
  for each row execute function private.tasks_write_activity();

revoke all on function private.tasks_before_write(), private.tasks_write_activity() from public;

-- RLS (docs/roles.md): members read, create, edit and move; owners and admins delete any task,
-- members the ones they created. Activity is read-only for members.
alter table public.tasks enable row level security;
alter table public.activity enable row level security;

create policy "tasks: members read"
  on public.tasks for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy "tasks: members create as themselves"
  on public.tasks for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()) and created_by = (select auth.uid()));

create policy "tasks: members edit"
  on public.tasks for update to authenticated
  using (workspace_id in (select private.member_workspace_ids()))
  with check (workspace_id in (select private.member_workspace_ids()));

create policy "tasks: owners and admins delete any, members their own"
  on public.tasks for delete to authenticated
  using (
    workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[]))
    or (created_by = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
  );

create policy "activity: members read"
  on public.activity for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

-- `id` is writable on insert so an optimistic client can name its task before the server does.
revoke all on public.tasks, public.activity from anon, authenticated;
grant select, delete on public.tasks to authenticated;
grant insert (id, workspace_id, title, description, status, priority, assignee_id, due_date, position) on public.tasks to authenticated;
grant update (title, description, status, priority, assignee_id, due_date, position) on public.tasks to authenticated;
grant select on public.activity to authenticated;
grant all on public.tasks, public.activity to service_role;

-- Moves a task to `status` at `position_key` (a key the client computed with fractional-indexing
-- between the two neighbours it dropped between; `position` cannot name a parameter) in one
-- statement. The task stays in its workspace: there is no way to name another one, and the
-- trigger refuses a workspace change on every path.
create function public.move_task(task_id uuid, status public.task_status, position_key text)
returns public.tasks
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ws uuid;
  moved public.tasks;
begin
  if auth.uid() is null then
    perform private.fail('forbidden');
  end if;
  select t.workspace_id into ws from public.tasks t where t.id = move_task.task_id for update;
  if ws is null or not private.is_member(ws) then
    perform private.fail('not_found');
  end if;
  if move_task.status is null or not private.is_valid_position(move_task.position_key) then
    perform private.fail('invalid_input');
  end if;
  update public.tasks t set status = move_task.status, position = move_task.position_key
  where t.id = move_task.task_id
  returning * into moved;
  return moved;
end;
$$;

revoke execute on function public.move_task(uuid, public.task_status, text) from public, anon;
grant execute on function public.move_task(uuid, public.task_status, text) to authenticated;

-- Realtime: the supabase_realtime publication exists before any migration, on hosted Supabase and
-- in the local backend alike.
alter publication supabase_realtime add table public.tasks, public.activity;
