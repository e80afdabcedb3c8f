-- Issue 12.9: the avatars bucket takes images only, of a bounded size, and a profile points only
-- at an avatar in its own folder.

-- Images the account page offers (avatar-form.tsx) — no SVG: it can carry script and is served
-- from the public URL as image/svg+xml. 10 MiB is the app's limit for uploads
-- (limits.attachmentMaxBytes, checked by supabase/tests/limits-sql.test.ts).
update storage.buckets
set allowed_mime_types = array['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    file_size_limit = 10485760
where id = 'avatars';

-- `{user_id}/<file>` and nothing else: not another user's folder, no `..` segments. A path that
-- breaks the rule can only have been written by hand; the profile falls back to initials.
update public.profiles
set avatar_path = null
where avatar_path is not null
  and not (starts_with(avatar_path, id::text || '/') and strpos(avatar_path, '..') = 0);

alter table public.profiles
  add constraint profiles_avatar_path_own_folder
  check (avatar_path is null or (starts_with(avatar_path, id::text || '/') and strpos(avatar_path, '..') = 0));
