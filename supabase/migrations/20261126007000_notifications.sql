-- Notifications slice: who watches a task, what notifies whom, each person's mail preferences
-- (docs/notifications.md, docs/roles.md, docs/states.md).
--
-- Conventions are the board migration's: helpers in `private` with an empty search_path, product
-- rules raised with private.fail('<catalogue code>'), grants that list the columns a client may
-- write. Notifications are written by triggers only: no client role can insert one, so nobody can
-- notify someone else through the API.
--
-- Mentions are stored in the text itself as `@[Name](user uuid)`: the uuid is the stable
-- reference, the name only what a reader sees if the person has left (the UI renders a current
-- member's token with their current name, anyone else's as the plain name).
--
-- Recipients are always members: watchers carry a foreign key to workspace_members with `on
-- delete cascade`, notifications are written for members only and deleted by a trigger when the
-- membership goes, so leaving (or being removed from) a workspace takes the person's watches and
-- notifications with it, and no later event can reach them. (Notifications have no foreign key
-- to workspace_members: with one to workspaces as well, REST would see a second path between
-- workspace_members and workspaces, and `workspace_members?select=workspaces(…)` would become
-- ambiguous.)

create type public.notification_kind as enum (
  'assigned',
  'mentioned',
  'commented',
  'task_closed',
  'invitation_accepted',
  'due_soon',
  'overdue'
);
create type public.notification_delivery as enum ('instant', 'digest', 'off');

create table public.watchers (
  task_id uuid not null references public.tasks (id) on delete cascade,
  user_id uuid not null,
  -- Always the task's workspace (set by the insert trigger); the membership key below needs it.
  workspace_id uuid not null,
  created_at timestamptz not null default now(),
  primary key (task_id, user_id),
  constraint watchers_user_is_member foreign key (workspace_id, user_id)
    references public.workspace_members (workspace_id, user_id) on delete cascade,
  -- For embedding the watcher's profile (`profiles!watchers_user_id_fkey(…)`).
  constraint watchers_user_id_fkey foreign key (user_id) references public.profiles (id) on delete cascade
);

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  task_id uuid references public.tasks (id) on delete cascade,
  kind public.notification_kind not null,
  actor_id uuid references public.profiles (id) on delete set null,
  data jsonb not null default '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz not null default now(),
  -- The change that caused it (a comment's id, one task update, one day's reminder): one
  -- notification per event per person, whatever else the event also was for them.
  event_id uuid not null,
  constraint notifications_one_per_event unique (user_id, event_id)
);

create table public.notification_preferences (
  user_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  kind public.notification_kind not null,
  delivery public.notification_delivery not null,
  primary key (user_id, kind)
);

comment on table public.watchers is 'Who hears about a task: its creator, assignee, commenters and mentioned people automatically, anyone by Watch.';
comment on table public.notifications is 'A person''s inbox; written only by triggers, read and marked read by its owner.';
comment on table public.notification_preferences is 'Mail per kind; an absent row is the default (instant for assigned and mentioned, digest otherwise).';
comment on column public.notifications.event_id is 'The change that caused it; unique per person, so one event notifies a person once.';

create index watchers_user_idx on public.watchers (user_id, workspace_id);
create index watchers_workspace_user_idx on public.watchers (workspace_id, user_id);
create index notifications_inbox_idx on public.notifications (user_id, created_at desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;
create index notifications_workspace_user_idx on public.notifications (workspace_id, user_id);
create index notifications_task_id_idx on public.notifications (task_id);
create index notifications_actor_id_idx on public.notifications (actor_id);

-- The mail setting of a person for a kind: their row, else the default.
create function private.delivery_for(person uuid, k public.notification_kind)
returns public.notification_delivery
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.delivery from public.notification_preferences p where p.user_id = person and p.kind = k),
    case when k in ('assigned', 'mentioned') then 'instant' else 'digest' end::public.notification_delivery
  );
$$;

-- The people a text mentions, by the uuid of each `@[Name](uuid)` token.
create function private.mentioned_ids(body text)
returns uuid[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct m[1]::uuid), '{}')
  from regexp_matches(
    coalesce(body, ''),
    '@\[[^\]\n]{1,80}\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)',
    'g'
  ) as m;
$$;

-- Makes members of `ws` among `people` watch `task`; anyone else is ignored.
create function private.watch(task uuid, ws uuid, people uuid[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.watchers (task_id, user_id, workspace_id)
  select task, m.user_id, ws
  from public.workspace_members m
  where m.workspace_id = ws and m.user_id = any (people)
  on conflict (task_id, user_id) do nothing;
$$;

-- Notifies the members of `ws` among `people`, never the actor, at most once per event each.
-- Callers notify the most specific kind first (assigned, then mentioned, then the rest), so a
-- person who is both assigned and watching hears "assigned" once.
create function private.notify(
  people uuid[], k public.notification_kind, ws uuid, task uuid, actor uuid, event uuid, details jsonb
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, workspace_id, task_id, kind, actor_id, data, event_id)
  select m.user_id, ws, task, k, actor, coalesce(details, '{}'::jsonb), event
  from public.workspace_members m
  where m.workspace_id = ws and m.user_id = any (people) and m.user_id is distinct from actor
  on conflict (user_id, event_id) do nothing;
$$;

create function private.watcher_ids(task uuid)
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(w.user_id), '{}') from public.watchers w where w.task_id = task;
$$;

-- What a notification about a task shows without another query: its key and title.
create function private.task_summary(t public.tasks)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('number', t.number, 'title', t.title);
$$;

-- Closed means the task's status is one of the closing ones.
create function private.is_closed_status(s public.task_status)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select s in ('done', 'canceled');
$$;

-- Tasks: the creator and assignee watch; a new assignee hears "assigned", new mentions in the
-- description "mentioned", every watcher "task_closed" when it moves into a column whose group is
-- completed or canceled from one that is not (boards: 20261126000100_boards.sql; a move names the
-- column alone, so the trigger watches column_id). One event id per statement row, so each person
-- gets at most one notification for the change.
create function private.is_closed_column(col uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.board_columns c where c.id = col and c.status_group in ('completed', 'canceled')
  );
$$;

create function private.tasks_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  event uuid := gen_random_uuid();
  summary jsonb := private.task_summary(new);
  mentioned uuid[] := private.mentioned_ids(new.description);
  assigned_now boolean := new.assignee_id is not null
    and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id);
begin
  if tg_op = 'UPDATE' then
    mentioned := array(select unnest(mentioned) except select unnest(private.mentioned_ids(old.description)));
  end if;
  perform private.watch(new.id, new.workspace_id,
    array_remove(array[case when tg_op = 'INSERT' then new.created_by end,
      case when assigned_now then new.assignee_id end], null) || mentioned);
  if assigned_now then
    perform private.notify(array[new.assignee_id], 'assigned', new.workspace_id, new.id, actor, event, summary);
  end if;
  if cardinality(mentioned) > 0 then
    perform private.notify(mentioned, 'mentioned', new.workspace_id, new.id, actor, event,
      summary || jsonb_build_object('in', 'description'));
  end if;
  if tg_op = 'UPDATE' and new.column_id is distinct from old.column_id
    and private.is_closed_column(new.column_id) and not private.is_closed_column(old.column_id) then
    perform private.notify(private.watcher_ids(new.id), 'task_closed', new.workspace_id, new.id, actor, event,
      summary || jsonb_build_object('status', new.status,
        'column', (select c.name from public.board_columns c where c.id = new.column_id)));
  end if;
  return null;
end;
$$;

create trigger tasks_notify
  after insert or update of assignee_id, description, status, column_id on public.tasks
  for each row execute function private.tasks_notify();

-- Comments: the author and the people mentioned watch; the mentioned hear "mentioned", the other
-- watchers "commented". An edit notifies only people it newly mentions.
create function private.comments_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := coalesce((select auth.uid()), new.author_id);
  event uuid := case when tg_op = 'INSERT' then new.id else gen_random_uuid() end;
  mentioned uuid[] := private.mentioned_ids(new.body);
  summary jsonb;
begin
  select private.task_summary(t) || jsonb_build_object('comment_id', new.id, 'excerpt', left(new.body, 280))
  into summary from public.tasks t where t.id = new.task_id;
  if tg_op = 'UPDATE' then
    mentioned := array(select unnest(mentioned) except select unnest(private.mentioned_ids(old.body)));
  end if;
  perform private.watch(new.task_id, new.workspace_id, array_remove(array[new.author_id], null) || mentioned);
  if cardinality(mentioned) > 0 then
    perform private.notify(mentioned, 'mentioned', new.workspace_id, new.task_id, actor, event,
      summary || jsonb_build_object('in', 'comment'));
  end if;
  if tg_op = 'INSERT' then
    perform private.notify(private.watcher_ids(new.task_id), 'commented', new.workspace_id, new.task_id, actor,
      event, summary);
  end if;
  return null;
end;
$$;

create trigger comments_notify
  after insert or update of body on public.comments
  for each row execute function private.comments_notify();

-- An accepted invitation tells whoever sent it (if they are still a member).
create function private.invitations_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.accepted_at is not null and old.accepted_at is null and new.invited_by is not null then
    perform private.notify(array[new.invited_by], 'invitation_accepted', new.workspace_id, null,
      (select auth.uid()), new.id, jsonb_build_object('email', new.email, 'role', new.role));
  end if;
  return null;
end;
$$;

create trigger invitations_notify
  after update of accepted_at on public.invitations
  for each row execute function private.invitations_notify();

-- Leaving a workspace (or being removed, or deleting the account) takes the person's
-- notifications there with it.
create function private.forget_member_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notifications n where n.workspace_id = old.workspace_id and n.user_id = old.user_id;
  return null;
end;
$$;

create trigger workspace_members_forget_notifications
  after delete on public.workspace_members
  for each row execute function private.forget_member_notifications();

-- Watchers: the workspace is the task's; a watch never changes (unwatch deletes it).
create function private.watchers_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  select t.workspace_id into new.workspace_id from public.tasks t where t.id = new.task_id;
  if new.workspace_id is null then
    perform private.fail('not_found');
  end if;
  new.created_at := now();
  return new;
end;
$$;

create trigger watchers_before_insert
  before insert on public.watchers
  for each row execute function private.watchers_before_insert();

-- Due dates, once a day (scheduled by the delivery migration): "due tomorrow" for tasks due
-- tomorrow, "overdue" for tasks that were due yesterday and are still open, to their assignee. The
-- event id is derived from the task, kind and date, so a second run on the same day adds nothing.
create function public.notify_due_dates(today date default current_date)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  added integer;
begin
  with due as (
    select t.*, case when t.due_date = today + 1 then 'due_soon' else 'overdue' end::public.notification_kind as k
    from public.tasks t
    where t.assignee_id is not null
      and (t.due_date = today + 1 or (t.due_date = today - 1 and not private.is_closed_status(t.status)))
  )
  insert into public.notifications (user_id, workspace_id, task_id, kind, actor_id, data, event_id)
  select d.assignee_id, d.workspace_id, d.id, d.k, null,
    jsonb_build_object('number', d.number, 'title', d.title, 'due_date', d.due_date),
    md5(d.k::text || ':' || d.id::text || ':' || d.due_date::text)::uuid
  from due d
  on conflict (user_id, event_id) do nothing;
  get diagnostics added = row_count;
  return added;
end;
$$;

revoke all on function private.delivery_for(uuid, public.notification_kind), private.mentioned_ids(text),
  private.watch(uuid, uuid, uuid[]), private.notify(uuid[], public.notification_kind, uuid, uuid, uuid, uuid, jsonb),
  private.watcher_ids(uuid), private.task_summary(public.tasks), private.is_closed_status(public.task_status),
  private.is_closed_column(uuid),
  private.tasks_notify(), private.comments_notify(), private.invitations_notify(), private.watchers_before_insert(),
  private.forget_member_notifications()
  from public;
revoke all on function public.notify_due_dates(date) from public, anon, authenticated;
grant execute on function public.notify_due_dates(date) to service_role;

-- RLS (docs/roles.md): members see a task's watchers and watch or unwatch it themselves; a person
-- reads and marks their own notifications and keeps their own preferences, nobody else's.
alter table public.watchers enable row level security;
alter table public.notifications enable row level security;
alter table public.notification_preferences enable row level security;

create policy "watchers: members read"
  on public.watchers for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy "watchers: members watch as themselves"
  on public.watchers for insert to authenticated
  with check (user_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

create policy "watchers: members unwatch themselves"
  on public.watchers for delete to authenticated
  using (user_id = (select auth.uid()));

create policy "notifications: own read"
  on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));

create policy "notifications: own mark read"
  on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "notification preferences: own read"
  on public.notification_preferences for select to authenticated
  using (user_id = (select auth.uid()));

create policy "notification preferences: own write"
  on public.notification_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "notification preferences: own change"
  on public.notification_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "notification preferences: own reset"
  on public.notification_preferences for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on public.watchers, public.notifications, public.notification_preferences from anon, authenticated;
grant select, delete on public.watchers to authenticated;
grant insert (task_id, user_id, workspace_id) on public.watchers to authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
grant select, delete on public.notification_preferences to authenticated;
grant insert (user_id, kind, delivery) on public.notification_preferences to authenticated;
grant update (delivery) on public.notification_preferences to authenticated;
grant all on public.watchers, public.notifications, public.notification_preferences to service_role;

-- Only read_at changes on a notification, on every path (PGlite does not enforce column grants).
create function private.notifications_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null and (to_jsonb(new) - 'read_at') is distinct from (to_jsonb(old) - 'read_at') then
    perform private.fail('invalid_input');
  end if;
  return new;
end;
$$;

create trigger notifications_before_update
  before update on public.notifications
  for each row execute function private.notifications_before_update();

revoke all on function private.notifications_before_update() from public;

-- Realtime: one channel per person, `notifications` filtered by user_id (RLS-checked).
alter publication supabase_realtime add table public.notifications;
