-- Auth slice: one profile per auth user (SPEC point 3), its RLS, and the `avatars` bucket.

-- Shared by every table with an `updated_at` column; later migrations reuse it.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  display_name text not null
    constraint profiles_display_name_length check (char_length(display_name) between 1 and 80 and btrim(display_name) <> ''),
  avatar_path text
    constraint profiles_avatar_path_length check (avatar_path is null or char_length(avatar_path) between 1 and 1024),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'Public face of an auth user: created by trigger on sign-up, edited by its owner.';
comment on column public.profiles.avatar_path is 'Object path in the avatars bucket, `{user_id}/…`; null shows initials.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Sign-up creates the profile in the same transaction as the user, so every user has one.
-- security definer: the auth server inserts into auth.users as its own role, which has no
-- rights on public.profiles. search_path is empty so nothing can shadow the names used here.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, display_name)
  values (
    new.id,
    left(
      coalesce(
        nullif(btrim(new.raw_user_meta_data ->> 'display_name'), ''),
        nullif(btrim(split_part(new.email, '@', 1)), ''),
        'New user'
      ),
      80
    )
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- RLS. Reading profiles of people who share a workspace is added with the workspaces
-- migration; until then a user reads only their own.
alter table public.profiles enable row level security;

create policy "profiles: read own"
  on public.profiles for select to authenticated
  using ((select auth.uid()) = id);

create policy "profiles: update own"
  on public.profiles for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- No insert/delete policy: profiles come from the trigger and go with the auth user. The
-- grants say the same, and limit updates to the columns a user may change.
revoke insert, update, delete, truncate on public.profiles from anon, authenticated;
revoke select on public.profiles from anon;
grant select on public.profiles to authenticated;
grant update (display_name, avatar_path) on public.profiles to authenticated;

-- Avatars: public read (served by the public-bucket URL without RLS); a user writes only under
-- `{user_id}/`. The select policy covers the owner's own folder, which upsert needs; it does
-- not let anyone list every user's folder.
insert into storage.buckets (id, name, public)
values ('avatars', 'avatars', true)
on conflict (id) do update set public = excluded.public;

create policy "avatars: owner reads own folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "avatars: owner uploads to own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "avatars: owner replaces in own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);

create policy "avatars: owner deletes in own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
