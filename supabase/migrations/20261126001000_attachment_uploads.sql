-- Uploads that hold on hosted Supabase Storage (docs/security.md, docs/decisions/attachment-uploads.md).
--
-- A signed upload URL is a bearer token: hosted Storage checks the INSERT policy once, when it
-- signs, then writes as the service role (RLS skipped) for as long as the token lives (its
-- lifetime is the platform's, not ours), and with `upsert` it may replace what is there. So the
-- rules that must hold at write time live in a trigger on storage.objects, which runs for every
-- write, signed or not (hosted Supabase lets projects add triggers to storage.objects):
--
--   1. start_attachment_upload() creates a pending upload first: it checks membership, the file
--      and the 20-per-task limit (registered and pending together), and picks the object path
--      `{workspace_id}/{task_id}/{upload id}-{safe name}`, bound to that row and its uploader.
--   2. Signing an upload URL needs that pending row, the caller's own, within a minute.
--   3. The trigger stores an object only at a pending path, for its uploader, while the uploader
--      is still a member and within 15 minutes; it refuses every overwrite, move or re-owning of
--      an attachment object (the bytes of a registered attachment never change).
--   4. Registering (insert into attachments) consumes the caller's own pending upload of a stored
--      object; anyone else's is refused.
--   5. sweep_attachment_uploads() hands members the objects of a task that no row claims
--      (expired or abandoned uploads) to remove through the Storage API; the app calls it before
--      each upload starts.
--
-- Downloads: members read objects under RLS but may not sign URLs (storage.operation() names the
-- signing routes); the app signs on the server with a fixed one-minute lifetime. The bucket takes
-- only the safe image types and application/octet-stream: everything else is stored as binary,
-- so no URL, however obtained, serves it as a page.

-- Blank (JavaScript's String.prototype.trim whitespace) and control or bidirectional-override
-- characters, as the zod schemas of @teamboard/supabase/schemas judge them.
create function private.is_blank(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value !~ '[^\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';
$$;

create function private.has_control_characters(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '[\u0001-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]';
$$;

-- Check constraints run with the writer's privileges.
revoke all on function private.is_blank(text), private.has_control_characters(text) from public;
grant execute on function private.is_blank(text), private.has_control_characters(text)
  to authenticated, service_role;

-- NOT VALID: rows stored before keep loading; every new or changed row is checked.
alter table public.tasks
  add constraint tasks_title_not_blank check (not private.is_blank(title)) not valid;
alter table public.comments
  add constraint comments_body_not_blank check (not private.is_blank(body)) not valid;
alter table public.workspaces
  add constraint workspaces_name_not_blank check (not private.is_blank(name)) not valid;
alter table public.attachments
  add constraint attachments_file_name_plain
    check (not private.is_blank(file_name) and not private.has_control_characters(file_name)) not valid;

-- The content type an attachment's object is stored with: the safe image types as they are,
-- everything else as binary (never rendered by a browser).
create function private.attachment_storage_type(mime_type text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when mime_type in ('image/png', 'image/jpeg', 'image/gif', 'image/webp') then mime_type
    else 'application/octet-stream' end;
$$;

revoke all on function private.attachment_storage_type(text) from public;

update storage.buckets
set file_size_limit = 10485760,
  allowed_mime_types = array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/octet-stream']
where id = 'attachments';

create table private.attachment_uploads (
  -- Becomes the attachment's id.
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  object_path text not null constraint attachment_uploads_object_path_key unique,
  mime_type text not null,
  uploaded_by uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- An upload URL is signed within a minute of starting; the bytes arrive within 15 minutes.
  sign_by timestamptz not null default now() + interval '1 minute',
  complete_by timestamptz not null default now() + interval '15 minutes'
);

comment on table private.attachment_uploads is 'Uploads started and not registered yet; not exposed to the API.';

alter table private.attachment_uploads enable row level security;
create index attachment_uploads_task_id_idx on private.attachment_uploads (task_id);
create index attachment_uploads_workspace_id_idx on private.attachment_uploads (workspace_id);
create index attachment_uploads_uploaded_by_idx on private.attachment_uploads (uploaded_by);

-- Step 1. Returns the object path the caller may sign an upload URL for, within a minute.
create function public.start_attachment_upload(task_id uuid, file_name text, size_bytes bigint, mime_type text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  ws uuid;
  kind text := lower(btrim(split_part(coalesce(start_attachment_upload.mime_type, ''), ';', 1)));
  upload_id uuid := gen_random_uuid();
  safe text;
  path text;
begin
  if caller is null then
    perform private.fail('forbidden');
  end if;
  select t.workspace_id into ws from public.tasks t
  where t.id = start_attachment_upload.task_id and private.is_member(t.workspace_id);
  if ws is null then
    perform private.fail('not_found');
  end if;
  if file_name is null or char_length(file_name) not between 1 and 255 or private.is_blank(file_name)
    or private.has_control_characters(file_name) or size_bytes is null or size_bytes < 0
    or char_length(kind) > 255 or (kind <> '' and kind !~ '^[a-z0-9.+_-]+/[a-z0-9.+_-]+$') then
    perform private.fail('invalid_input');
  end if;
  if size_bytes > 10485760 then
    perform private.fail('file_too_large');
  end if;
  -- The same lock as registering, so starts and registrations of one task count in turn.
  perform pg_advisory_xact_lock(hashtextextended('attachments:' || start_attachment_upload.task_id::text, 0));
  if (select count(*) from public.attachments a where a.task_id = start_attachment_upload.task_id)
    + (select count(*) from private.attachment_uploads u
       where u.task_id = start_attachment_upload.task_id and u.complete_by > now()) >= 20 then
    perform private.fail('limit_reached');
  end if;
  -- As storageSafeName in @teamboard/supabase/schemas: accents dropped, the rest ASCII.
  safe := regexp_replace(regexp_replace(normalize(file_name, nfkd), '[\u0300-\u036f]', '', 'g'), '[^A-Za-z0-9._-]+', '_', 'g');
  safe := left(regexp_replace(safe, '^[._]+', ''), 100);
  path := ws || '/' || start_attachment_upload.task_id || '/' || upload_id || '-' || coalesce(nullif(safe, ''), 'file');
  insert into private.attachment_uploads (id, task_id, workspace_id, object_path, mime_type, uploaded_by)
  values (upload_id, start_attachment_upload.task_id, ws, path, coalesce(nullif(kind, ''), 'application/octet-stream'), caller);
  return path;
end;
$$;

revoke execute on function public.start_attachment_upload(uuid, text, bigint, text) from public, anon;
grant execute on function public.start_attachment_upload(uuid, text, bigint, text) to authenticated;

-- Step 2 (the Storage API's INSERT check, run when it signs an upload URL or takes a direct
-- upload): the caller's own pending upload at this path, signed within its minute.
create function private.can_upload_attachment_object(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from private.attachment_uploads u
    where u.object_path = object_name and u.uploaded_by = (select auth.uid())
      and u.sign_by > now() and private.is_member(u.workspace_id)
  );
$$;

-- Step 3, for every write whatever the role: see the top of this file.
create function private.attachment_objects_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if (old.bucket_id = 'attachments' or new.bucket_id = 'attachments') and (
      new.bucket_id is distinct from old.bucket_id or new.name is distinct from old.name
      or new.version is distinct from old.version or new.owner_id is distinct from old.owner_id
      or new.metadata is distinct from old.metadata) then
      raise exception 'new row violates row-level security policy' using errcode = '42501';
    end if;
  elsif new.bucket_id = 'attachments' and not exists (
    select 1 from private.attachment_uploads u
    join public.workspace_members m on m.workspace_id = u.workspace_id and m.user_id = u.uploaded_by
    where u.object_path = new.name and u.uploaded_by::text = new.owner_id and u.complete_by > now()
  ) then
    raise exception 'new row violates row-level security policy' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke all on function private.attachment_objects_guard() from public;

create trigger attachment_objects_guard
  before insert or update on storage.objects
  for each row execute function private.attachment_objects_guard();

-- Step 4. Registering consumes the caller's pending upload; the object must be stored, by them,
-- with the type the upload promised. Size comes from the stored object, the type from the start.
create or replace function private.attachments_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  upload private.attachment_uploads;
  stored record;
begin
  select t.workspace_id into new.workspace_id from public.tasks t where t.id = new.task_id;
  if new.workspace_id is null then
    perform private.fail('not_found');
  end if;
  new.uploaded_by := coalesce((select auth.uid()), new.uploaded_by);
  perform pg_advisory_xact_lock(hashtextextended('attachments:' || new.task_id::text, 0));
  select * into upload from private.attachment_uploads u
  where u.object_path = new.object_path and u.uploaded_by = new.uploaded_by and u.task_id = new.task_id
  for update;
  if not found then
    perform private.fail('not_found');
  end if;
  if (select count(*) from public.attachments a where a.task_id = new.task_id) >= 20 then
    perform private.fail('limit_reached');
  end if;
  select o.metadata, o.owner_id into stored from storage.objects o
  where o.bucket_id = 'attachments' and o.name = new.object_path;
  if not found or stored.owner_id is distinct from new.uploaded_by::text then
    perform private.fail('not_found');
  end if;
  if coalesce(stored.metadata ->> 'mimetype', '') <> private.attachment_storage_type(upload.mime_type) then
    perform private.fail('invalid_input');
  end if;
  new.id := upload.id;
  new.size_bytes := coalesce((stored.metadata ->> 'size')::bigint, (stored.metadata ->> 'contentLength')::bigint, new.size_bytes);
  if new.size_bytes > 10485760 then
    perform private.fail('file_too_large');
  end if;
  new.mime_type := upload.mime_type;
  new.created_at := now();
  delete from private.attachment_uploads u where u.id = upload.id;
  return new;
end;
$$;

-- Step 5. Objects in a task's folder that no attachment and no live upload claims; expired
-- uploads are dropped first. Members may remove these objects (policy below).
create function public.sweep_attachment_uploads(task_id uuid)
returns setof text
language plpgsql
security definer
set search_path = ''
as $$
declare
  ws uuid;
begin
  select t.workspace_id into ws from public.tasks t
  where t.id = sweep_attachment_uploads.task_id and private.is_member(t.workspace_id);
  if ws is null then
    perform private.fail('not_found');
  end if;
  delete from private.attachment_uploads u
  where u.task_id = sweep_attachment_uploads.task_id and u.complete_by <= now();
  return query
    select o.name from storage.objects o
    where o.bucket_id = 'attachments' and o.name like ws || '/' || sweep_attachment_uploads.task_id || '/%'
      and not private.is_claimed_attachment_object(o.name);
end;
$$;

revoke execute on function public.sweep_attachment_uploads(uuid) from public, anon;
grant execute on function public.sweep_attachment_uploads(uuid) to authenticated;

create function private.is_claimed_attachment_object(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.attachments a where a.object_path = object_name)
    or exists (select 1 from private.attachment_uploads u where u.object_path = object_name and u.complete_by > now());
$$;

-- Deleting: as before, plus any member for an object nobody claims.
create or replace function private.can_delete_attachment_object(object_name text, object_owner text)
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
    or not exists (select 1 from public.tasks t where t.id = parts[2])
    or not private.is_claimed_attachment_object(object_name);
end;
$$;

revoke all on function private.can_upload_attachment_object(text), private.is_claimed_attachment_object(text) from public;
grant execute on function private.can_upload_attachment_object(text), private.is_claimed_attachment_object(text)
  to authenticated;

drop policy "attachments bucket: members upload" on storage.objects;
create policy "attachments bucket: uploaders of a started upload"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'attachments' and private.can_upload_attachment_object(name));

-- Reading stays with members; signing a download URL does not (its lifetime would be theirs).
drop policy "attachments bucket: members read" on storage.objects;
create policy "attachments bucket: members read, never sign"
  on storage.objects for select to authenticated
  using (
    bucket_id = 'attachments' and private.can_use_attachment_object(name, false)
    and coalesce(storage.operation(), '') not in ('storage.object.sign', 'storage.object.sign_many')
  );
