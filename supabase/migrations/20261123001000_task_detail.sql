-- Task detail slice: comments, attachments (rows and the private `attachments` bucket), their
-- activity, the names the timeline shows, and the account-deletion rules (docs/roles.md,
-- docs/limits.md, docs/states.md).
--
-- Conventions are the board migration's: helpers in `private` with an empty search_path, product
-- rules raised with private.fail('<catalogue code>'), limits in security definer triggers
-- serialised by an advisory lock, grants that list the columns a client may write, activity
-- written by triggers only.
--
-- Stored objects: hosted Supabase refuses a direct DELETE on storage.objects, so nothing here
-- removes bytes. @teamboard/supabase's deleteAttachment / deleteTask / deleteWorkspace /
-- deleteAccount remove them through the Storage API, which the policies below allow:
--   read, sign, upload  members of `{workspace_id}`, path `{workspace_id}/{task_id}/{uuid}-{name}`,
--                       the task in that workspace (or, to read, already deleted); uploads also
--                       stop at 20 attachments per task
--   overwrite (update)  nobody: every upload has a fresh uuid
--   delete              the uploader, an owner or admin, or any member once the task is gone
--                       (the objects a deleted task leaves behind)

alter type public.activity_kind add value if not exists 'attachment_added';
alter type public.activity_kind add value if not exists 'attachment_removed';

create table public.comments (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  -- Always the task's workspace (set by the insert trigger); kept for RLS and realtime filters.
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Null once the author's account is deleted: the comment stays, shown as "Deleted user".
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  body text not null
    constraint comments_body_length check (char_length(body) between 1 and 5000 and btrim(body) <> ''),
  created_at timestamptz not null default now(),
  edited_at timestamptz
);

create table public.attachments (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  object_path text not null
    constraint attachments_object_path_key unique
    constraint attachments_object_path_length check (char_length(object_path) <= 1024),
  file_name text not null
    constraint attachments_file_name_length check (char_length(file_name) between 1 and 255 and btrim(file_name) <> ''),
  size_bytes bigint not null
    constraint attachments_size_bytes_limit check (size_bytes between 0 and 10485760),
  mime_type text not null default 'application/octet-stream'
    constraint attachments_mime_type_length check (char_length(mime_type) between 1 and 255),
  uploaded_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now()
);

comment on table public.comments is 'The conversation on a task; author_id is null once the author deleted their account.';
comment on table public.attachments is 'Files of a task; bytes live in the private attachments bucket at object_path.';
comment on column public.attachments.object_path is '`{workspace_id}/{task_id}/{uuid}-{safe file name}` in the attachments bucket.';

create index comments_task_id_idx on public.comments (task_id, created_at);
create index comments_workspace_id_idx on public.comments (workspace_id);
create index comments_author_id_idx on public.comments (author_id);
create index attachments_task_id_idx on public.attachments (task_id, created_at);
create index attachments_workspace_id_idx on public.attachments (workspace_id);
create index attachments_uploaded_by_idx on public.attachments (uploaded_by);

-- The shape of an attachment object's path: `{uuid}/{uuid}/{uuid}-{name}`, three segments.
create function private.attachment_path_parts(object_name text)
returns uuid[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  parts text[] := string_to_array(object_name, '/');
  id_pattern constant text := '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
begin
  if object_name is null or char_length(object_name) > 1024 or coalesce(array_length(parts, 1), 0) <> 3
    or parts[1] !~ (id_pattern || '$') or parts[2] !~ (id_pattern || '$') or parts[3] !~ (id_pattern || '-.+$') then
    return null;
  end if;
  return array[parts[1]::uuid, parts[2]::uuid];
end;
$$;

-- Comments: the workspace comes from the task; the author is the caller; only the body changes
-- afterwards, which marks the comment edited. The same on every path, service role included.
create function private.comments_before_write()
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
    new.author_id := coalesce((select auth.uid()), new.author_id);
    new.created_at := now();
    new.edited_at := null;
  else
    if new.id is distinct from old.id or new.task_id is distinct from old.task_id
      or new.workspace_id is distinct from old.workspace_id or new.created_at is distinct from old.created_at
      or (new.author_id is distinct from old.author_id and new.author_id is not null) then
      perform private.fail('invalid_input');
    end if;
    new.edited_at := case when new.body is distinct from old.body then now() else old.edited_at end;
  end if;
  return new;
end;
$$;

create trigger comments_before_write
  before insert or update on public.comments
  for each row execute function private.comments_before_write();

-- Attachments: registered after the upload, so the object must exist at the row's path, in a
-- folder of the row's task. At most 20 per task (docs/limits.md), serialised per task; the
-- stored object's own size wins over the one the client reported.
create function private.attachments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  parts uuid[] := private.attachment_path_parts(new.object_path);
  stored jsonb;
begin
  select t.workspace_id into new.workspace_id from public.tasks t where t.id = new.task_id;
  if new.workspace_id is null then
    perform private.fail('not_found');
  end if;
  if parts is null or parts[1] <> new.workspace_id or parts[2] <> new.task_id then
    perform private.fail('invalid_input');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('attachments:' || new.task_id::text, 0));
  if (select count(*) from public.attachments a where a.task_id = new.task_id) >= 20 then
    perform private.fail('limit_reached');
  end if;
  select o.metadata into stored from storage.objects o
  where o.bucket_id = 'attachments' and o.name = new.object_path;
  if not found then
    perform private.fail('not_found');
  end if;
  new.size_bytes := coalesce((stored ->> 'size')::bigint, (stored ->> 'contentLength')::bigint, new.size_bytes);
  if new.size_bytes > 10485760 then
    perform private.fail('file_too_large');
  end if;
  new.mime_type := coalesce(nullif(stored ->> 'mimetype', ''), new.mime_type);
  new.uploaded_by := coalesce((select auth.uid()), new.uploaded_by);
  new.created_at := now();
  return new;
end;
$$;

create trigger attachments_before_insert
  before insert on public.attachments
  for each row execute function private.attachments_before_insert();

-- Attachments added and removed show in the timeline. A removal that is part of deleting the
-- task or its workspace writes nothing (whichever cascade runs first, the other row is gone):
-- the task's history goes with it.
create function private.attachments_write_activity()
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
    values (new.workspace_id, new.task_id, coalesce(actor, new.uploaded_by), 'attachment_added',
      jsonb_build_object('attachment_id', new.id, 'file_name', new.file_name));
  elsif exists (
    select 1 from public.tasks t join public.workspaces w on w.id = t.workspace_id where t.id = old.task_id
  ) then
    insert into public.activity (workspace_id, task_id, actor_id, kind, data)
    values (old.workspace_id, old.task_id, actor, 'attachment_removed',
      jsonb_build_object('attachment_id', old.id, 'file_name', old.file_name));
  end if;
  return null;
end;
$$;

create trigger attachments_write_activity
  after insert or delete on public.attachments
  for each row execute function private.attachments_write_activity();

revoke all on function private.attachment_path_parts(text), private.comments_before_write(),
  private.attachments_before_insert(), private.attachments_write_activity() from public;

-- RLS (docs/roles.md): members read, comment and attach; authors edit and delete their comments,
-- uploaders delete their attachments; owners and admins delete any.
alter table public.comments enable row level security;
alter table public.attachments enable row level security;

create policy "comments: members read"
  on public.comments for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy "comments: members write as themselves"
  on public.comments for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()) and author_id = (select auth.uid()));

create policy "comments: authors edit their own"
  on public.comments for update to authenticated
  using (author_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
  with check (author_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()));

create policy "comments: owners and admins delete any, authors their own"
  on public.comments for delete to authenticated
  using (
    workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[]))
    or (author_id = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
  );

create policy "attachments: members read"
  on public.attachments for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy "attachments: members attach as themselves"
  on public.attachments for insert to authenticated
  with check (workspace_id in (select private.member_workspace_ids()) and uploaded_by = (select auth.uid()));

create policy "attachments: owners and admins delete any, uploaders their own"
  on public.attachments for delete to authenticated
  using (
    workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[]))
    or (uploaded_by = (select auth.uid()) and workspace_id in (select private.member_workspace_ids()))
  );

revoke all on public.comments, public.attachments from anon, authenticated;
grant select, delete on public.comments, public.attachments to authenticated;
grant insert (id, task_id, workspace_id, body) on public.comments to authenticated;
grant update (body) on public.comments to authenticated;
grant insert (id, task_id, workspace_id, object_path, file_name, size_bytes, mime_type) on public.attachments to authenticated;
grant all on public.comments, public.attachments to service_role;

-- Names on the timeline: profiles are readable by co-members only, so someone who left the
-- workspace would show as nobody. This returns the profile of everyone a task's timeline names
-- (its creator and assignee, comment authors, uploaders, activity actors and the people an
-- `assigned` row names), to members of the task's workspace only. Deleted accounts are absent
-- (their ids are null): the UI shows "Deleted user".
create function public.task_people(task_id uuid)
returns setof public.profiles
language sql
stable
security definer
set search_path = ''
as $$
  with task as (
    select t.id, t.workspace_id, t.created_by, t.assignee_id from public.tasks t
    where t.id = task_people.task_id and private.is_member(t.workspace_id)
  ),
  named as (
    select task.created_by as person from task
    union select task.assignee_id from task
    union select c.author_id from public.comments c join task on c.task_id = task.id
    union select a.uploaded_by from public.attachments a join task on a.task_id = task.id
    union select v.actor_id from public.activity v join task on v.task_id = task.id
    union select (v.data ->> side)::uuid
      from public.activity v join task on v.task_id = task.id, unnest(array['from', 'to']) as side
      where v.kind = 'assigned' and jsonb_typeof(v.data -> side) = 'string'
  )
  select p.*
  from public.profiles p
  where p.id in (select named.person from named where named.person is not null);
$$;

revoke execute on function public.task_people(uuid) from public, anon;
grant execute on function public.task_people(uuid) to authenticated;

-- The private bucket. 10 MiB per object (docs/limits.md); the client checks first.
insert into storage.buckets (id, name, public, file_size_limit)
values ('attachments', 'attachments', false, 10485760)
on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit;

-- Reading and signing: members of the path's workspace, unless the path names a task of another
-- workspace (the objects a deleted task leaves behind stay readable to members until removed:
-- removing needs to see them). Uploading: a task of that workspace that has fewer than 20
-- attachments.
create function private.can_use_attachment_object(object_name text, writing boolean)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts uuid[] := private.attachment_path_parts(object_name);
begin
  if parts is null or not private.is_member(parts[1])
    or exists (select 1 from public.tasks t where t.id = parts[2] and t.workspace_id <> parts[1]) then
    return false;
  end if;
  return not writing or (
    exists (select 1 from public.tasks t where t.id = parts[2])
    and (select count(*) from public.attachments a where a.task_id = parts[2]) < 20
  );
end;
$$;

-- Deleting: the uploader, an owner or admin, or any member once the task is gone.
create function private.can_delete_attachment_object(object_name text, object_owner text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts uuid[] := private.attachment_path_parts(object_name);
begin
  if parts is null or not private.is_member(parts[1]) then
    return false;
  end if;
  return object_owner = (select auth.uid())::text
    or private.has_role(parts[1], array['owner', 'admin']::public.workspace_role[])
    or not exists (select 1 from public.tasks t where t.id = parts[2]);
end;
$$;

revoke all on function private.can_use_attachment_object(text, boolean), private.can_delete_attachment_object(text, text) from public;
grant execute on function private.attachment_path_parts(text), private.can_use_attachment_object(text, boolean),
  private.can_delete_attachment_object(text, text) to authenticated;

create policy "attachments bucket: members read"
  on storage.objects for select to authenticated
  using (bucket_id = 'attachments' and private.can_use_attachment_object(name, false));

create policy "attachments bucket: members upload"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'attachments' and private.can_use_attachment_object(name, true));

create policy "attachments bucket: uploader, owners and admins delete"
  on storage.objects for delete to authenticated
  using (bucket_id = 'attachments' and private.can_delete_attachment_object(name, owner_id));

-- Accounts that go away (docs/states.md). The check the app runs first, as the user: refuses
-- with last_owner while they are the only owner of a workspace that has other members, and
-- otherwise names the workspaces that go with the account (the ones they are alone in), so the
-- caller can remove those workspaces' stored objects before deleting the user.
create function public.account_deletion_check()
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    perform private.fail('forbidden');
  end if;
  if exists (
    select 1 from public.workspace_members m
    where m.user_id = caller and m.role = 'owner'
      and private.owner_count(m.workspace_id) = 1
      and exists (select 1 from public.workspace_members o where o.workspace_id = m.workspace_id and o.user_id <> caller)
  ) then
    perform private.fail('last_owner');
  end if;
  return query
    select m.workspace_id from public.workspace_members m
    where m.user_id = caller
      and not exists (select 1 from public.workspace_members o where o.workspace_id = m.workspace_id and o.user_id <> caller);
end;
$$;

revoke execute on function public.account_deletion_check() from public, anon;
grant execute on function public.account_deletion_check() to authenticated;

-- The last line, for every path that deletes a user (the admin API, the dashboard): the same
-- last_owner refusal, and the workspaces the user was alone in go with them instead of staying
-- behind with no member. Their stored objects are removed by deleteAccount() before this runs.
create function private.before_user_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.workspace_members m
    where m.user_id = old.id and m.role = 'owner'
      and (select count(*) from public.workspace_members o where o.workspace_id = m.workspace_id and o.role = 'owner') = 1
      and exists (select 1 from public.workspace_members o where o.workspace_id = m.workspace_id and o.user_id <> old.id)
  ) then
    perform private.fail('last_owner');
  end if;
  delete from public.workspaces w
  where w.id in (select m.workspace_id from public.workspace_members m where m.user_id = old.id)
    and not exists (select 1 from public.workspace_members o where o.workspace_id = w.id and o.user_id <> old.id);
  return old;
end;
$$;

revoke all on function private.before_user_delete() from public;

create trigger before_user_delete
  before delete on auth.users
  for each row execute function private.before_user_delete();

alter publication supabase_realtime add table public.comments, public.attachments;
