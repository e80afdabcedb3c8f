-- Workspaces slice: workspaces, memberships and invitations (SPEC points 3, 4, 6, 9), their RLS,
-- and the rpc functions for every multi-step change.
--
-- Contract with the `invite-member` edge function: it calls `public.create_invitation(workspace_id,
-- email, role)` through supabase-js WITH THE CALLER'S JWT (not the service role). The function
-- checks the caller's role, applies the limits, stores only the token's SHA-256 and returns the
-- invitation with the plain `token` once, for the email link `/invite/{token}`. Errors are
-- catalogue codes (forbidden, not_found, limit_reached, invalid_input), as for every function here.
--
-- Writes to workspace_members and inserts into workspaces/invitations have no RLS policy at all:
-- they happen only inside the security definer functions below, which enforce SPEC point 6.
-- Product rules are raised as `raise exception '<code>' using errcode = 'P0001', hint = '<code>'`.

create type public.workspace_role as enum ('owner', 'admin', 'member');

-- Helpers used by policies live outside the API's schemas, so PostgREST cannot call them.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  slug text not null
    constraint workspaces_slug_key unique
    constraint workspaces_slug_format check (char_length(slug) between 3 and 40 and slug ~ '^[a-z0-9](-?[a-z0-9])*$')
    constraint workspaces_slug_not_reserved check (slug <> all (array['new', 'settings', 'api', 'admin', 'w', 'auth'])),
  name text not null
    constraint workspaces_name_length check (char_length(name) between 1 and 80 and btrim(name) <> ''),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  role public.workspace_role not null default 'member',
  joined_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null
    constraint invitations_email_shape check (char_length(email) between 3 and 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$' and email = lower(email)),
  role public.workspace_role not null default 'member'
    constraint invitations_role_not_owner check (role <> 'owner'),
  token_hash text not null
    constraint invitations_token_hash_key unique
    constraint invitations_token_hash_shape check (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by uuid references public.profiles (id) on delete set null,
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz not null default now(),
  constraint invitations_one_outcome check (accepted_at is null or revoked_at is null)
);

comment on table public.workspaces is 'A team''s space; created by create_workspace(), renamed by owners and admins.';
comment on table public.workspace_members is 'Who belongs to a workspace and with which role; written only by the rpc functions.';
comment on table public.invitations is 'Pending, accepted or revoked invitations; only the SHA-256 of the token is stored.';

-- One pending invitation per address and workspace; expiry is by time, so an expired row still
-- occupies the slot until create_invitation() refreshes it.
create unique index invitations_one_pending_per_email
  on public.invitations (workspace_id, lower(email))
  where accepted_at is null and revoked_at is null;

-- Every foreign key and every RLS lookup has an index (the pkeys cover workspace_id-first lookups).
create index workspaces_created_by_idx on public.workspaces (created_by);
create index workspace_members_user_id_idx on public.workspace_members (user_id, workspace_id, role);
create index invitations_workspace_id_idx on public.invitations (workspace_id, created_at);
create index invitations_invited_by_idx on public.invitations (invited_by);

create trigger workspaces_set_updated_at
  before update on public.workspaces
  for each row execute function public.set_updated_at();

-- Membership helpers. security definer so a policy on workspace_members can read
-- workspace_members without recursing into its own policy. Policies call the set-returning ones
-- in an uncorrelated subquery (`in (select …)`), which runs once per statement, not once per row.
create function private.member_workspace_ids(roles public.workspace_role[] default null)
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.workspace_id
  from public.workspace_members m
  where m.user_id = (select auth.uid())
    and (roles is null or m.role = any (roles));
$$;

create function private.has_role(ws uuid, roles public.workspace_role[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.workspace_members m
    where m.workspace_id = ws and m.user_id = (select auth.uid()) and m.role = any (roles)
  );
$$;

create function private.is_member(ws uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.has_role(ws, array['owner', 'admin', 'member']::public.workspace_role[]);
$$;

-- People who share at least one workspace with the caller (for reading their profiles).
create function private.co_member_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select distinct other.user_id
  from public.workspace_members mine
  join public.workspace_members other on other.workspace_id = mine.workspace_id
  where mine.user_id = (select auth.uid());
$$;

-- Raises a catalogue code the way @teamboard/supabase's toAppError reads it.
create function private.fail(code text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', code using errcode = 'P0001', hint = code;
end;
$$;

revoke all on function private.member_workspace_ids(public.workspace_role[]), private.has_role(uuid, public.workspace_role[]),
  private.is_member(uuid), private.co_member_ids(), private.fail(text) from public;
grant execute on function private.member_workspace_ids(public.workspace_role[]), private.has_role(uuid, public.workspace_role[]),
  private.is_member(uuid), private.co_member_ids() to authenticated;

-- Triggers: friendlier codes than a constraint name, and the SPEC point 9 limits. They run as
-- definer so the counts see every row, not only what the caller's RLS shows.
create function private.check_workspace_slug()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.slug = any (array['new', 'settings', 'api', 'admin', 'w', 'auth']) then
    perform private.fail('slug_taken');
  elsif char_length(new.slug) not between 3 and 40 or new.slug !~ '^[a-z0-9](-?[a-z0-9])*$' then
    perform private.fail('invalid_input');
  end if;
  return new;
end;
$$;

create trigger workspaces_check_slug
  before insert or update of slug on public.workspaces
  for each row execute function private.check_workspace_slug();

-- Members per workspace ≤ 50 and workspaces per user ≤ 20. The advisory locks serialise
-- concurrent joins so two inserts cannot both see 49.
create function private.enforce_membership_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('workspace_members:' || new.workspace_id::text, 0));
  perform pg_advisory_xact_lock(hashtextextended('user_workspaces:' || new.user_id::text, 0));
  if (select count(*) from public.workspace_members m where m.workspace_id = new.workspace_id) >= 50
    or (select count(*) from public.workspace_members m where m.user_id = new.user_id) >= 20 then
    perform private.fail('limit_reached');
  end if;
  return new;
end;
$$;

create trigger workspace_members_enforce_limits
  before insert on public.workspace_members
  for each row execute function private.enforce_membership_limits();

-- Pending (not accepted, not revoked, not expired) invitations per workspace ≤ 50; checked
-- whenever a row becomes pending, including when create_invitation() refreshes an expired one.
create function private.enforce_invitation_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.accepted_at is null and new.revoked_at is null and new.expires_at > now()
    and (tg_op = 'INSERT' or old.expires_at <= now()) then
    perform pg_advisory_xact_lock(hashtextextended('invitations:' || new.workspace_id::text, 0));
    if (
      select count(*) from public.invitations i
      where i.workspace_id = new.workspace_id and i.id <> new.id
        and i.accepted_at is null and i.revoked_at is null and i.expires_at > now()
    ) >= 50 then
      perform private.fail('limit_reached');
    end if;
  end if;
  return new;
end;
$$;

create trigger invitations_enforce_limit
  before insert or update of expires_at on public.invitations
  for each row execute function private.enforce_invitation_limit();

revoke all on function private.check_workspace_slug(), private.enforce_membership_limits(), private.enforce_invitation_limit() from public;

-- RLS. Reads use the set-returning helpers inside a subquery (evaluated once per statement);
-- the few writes that have a policy check the role of the row's workspace.
alter table public.workspaces enable row level security;
alter table public.workspace_members enable row level security;
alter table public.invitations enable row level security;

create policy "workspaces: members read"
  on public.workspaces for select to authenticated
  using (id in (select private.member_workspace_ids()));

create policy "workspaces: owners and admins rename"
  on public.workspaces for update to authenticated
  using (private.has_role(id, array['owner', 'admin']::public.workspace_role[]))
  with check (private.has_role(id, array['owner', 'admin']::public.workspace_role[]));

create policy "workspaces: owners delete"
  on public.workspaces for delete to authenticated
  using (private.has_role(id, array['owner']::public.workspace_role[]));

create policy "workspace_members: members read their workspaces' members"
  on public.workspace_members for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

create policy "invitations: owners and admins read"
  on public.invitations for select to authenticated
  using (workspace_id in (select private.member_workspace_ids(array['owner', 'admin']::public.workspace_role[])));

-- Revoking is the only direct change: a pending invitation gets a revoked_at, nothing else.
create policy "invitations: owners and admins revoke pending"
  on public.invitations for update to authenticated
  using (accepted_at is null and revoked_at is null and private.has_role(workspace_id, array['owner', 'admin']::public.workspace_role[]))
  with check (revoked_at is not null and accepted_at is null and private.has_role(workspace_id, array['owner', 'admin']::public.workspace_role[]));

-- Grants say the same as the policies; columns a user may change are listed.
revoke all on public.workspaces, public.workspace_members, public.invitations from anon, authenticated;
grant select, delete on public.workspaces to authenticated;
grant update (name, slug) on public.workspaces to authenticated;
grant select on public.workspace_members to authenticated;
grant select on public.invitations to authenticated;
grant update (revoked_at) on public.invitations to authenticated;
grant all on public.workspaces, public.workspace_members, public.invitations to service_role;

-- Profiles: also readable by people who share a workspace (one select policy, replacing "read own").
drop policy "profiles: read own" on public.profiles;
create policy "profiles: read own and co-members"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or id in (select private.co_member_ids()));

-- rpc functions. All are security definer with an empty search_path, callable by signed-in users
-- only. Parameter names are the API's (PostgREST passes them by name), so bodies qualify them
-- with the function's name and `#variable_conflict use_column` keeps bare names for columns.

-- Serialises membership changes in one workspace, so two owners demoting each other at the same
-- moment cannot both pass the last-owner check. Same key as the membership-limit trigger.
create function private.lock_members(ws uuid)
returns void
language sql
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('workspace_members:' || ws::text, 0));
$$;

create function private.role_of(ws uuid, member uuid)
returns public.workspace_role
language sql
stable
set search_path = ''
as $$
  select m.role from public.workspace_members m where m.workspace_id = ws and m.user_id = member;
$$;

create function private.owner_count(ws uuid)
returns bigint
language sql
stable
set search_path = ''
as $$
  select count(*) from public.workspace_members m where m.workspace_id = ws and m.role = 'owner';
$$;

revoke all on function private.lock_members(uuid), private.role_of(uuid, uuid), private.owner_count(uuid) from public;

create function public.create_workspace(name text, slug text)
returns public.workspaces
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  created public.workspaces;
begin
  if caller is null then
    perform private.fail('forbidden');
  end if;
  if create_workspace.name is null or char_length(btrim(create_workspace.name)) not between 1 and 80 or create_workspace.slug is null then
    perform private.fail('invalid_input');
  end if;
  if exists (select 1 from public.workspaces w where w.slug = create_workspace.slug) then
    perform private.fail('slug_taken');
  end if;
  insert into public.workspaces (name, slug, created_by)
  values (btrim(create_workspace.name), create_workspace.slug, caller)
  returning * into created;
  insert into public.workspace_members (workspace_id, user_id, role) values (created.id, caller, 'owner');
  return created;
end;
$$;

-- For the live "address taken" hint: says only yes or no, never which workspace has it.
create function public.slug_available(slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select slug_available.slug is not null
    and char_length(slug_available.slug) between 3 and 40
    and slug_available.slug ~ '^[a-z0-9](-?[a-z0-9])*$'
    and slug_available.slug <> all (array['new', 'settings', 'api', 'admin', 'w', 'auth'])
    and not exists (select 1 from public.workspaces w where w.slug = slug_available.slug);
$$;

create type public.issued_invitation as (
  id uuid,
  workspace_id uuid,
  email text,
  role public.workspace_role,
  expires_at timestamptz,
  token text
);

comment on type public.issued_invitation is 'create_invitation() result: the plain token is returned here once and never stored.';

-- Owners and admins invite. Inviting an address that already has a pending (or expired but
-- unanswered) invitation re-issues it: new token, role and expiry, so "resend" is the same call.
-- An address that is already a member is invalid_input; a workspace with 50 members, limit_reached.
create function public.create_invitation(workspace_id uuid, email text, role public.workspace_role default 'member')
returns public.issued_invitation
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  address text := lower(btrim(create_invitation.email));
  token text := replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
  hash text;
  invite public.invitations;
begin
  if caller is null or create_invitation.workspace_id is null or private.role_of(create_invitation.workspace_id, caller) is null then
    perform private.fail('not_found');
  end if;
  if private.role_of(create_invitation.workspace_id, caller) not in ('owner', 'admin') then
    perform private.fail('forbidden');
  end if;
  if address is null or char_length(address) not between 3 and 254 or address !~ '^[^@[:space:]]+@[^@[:space:]]+$'
    or create_invitation.role is null or create_invitation.role = 'owner' then
    perform private.fail('invalid_input');
  end if;
  -- Someone already in the workspace needs no invitation; a full workspace can take no one.
  if exists (
    select 1 from public.workspace_members m join auth.users u on u.id = m.user_id
    where m.workspace_id = create_invitation.workspace_id and lower(u.email) = address
  ) then
    perform private.fail('invalid_input');
  end if;
  if (select count(*) from public.workspace_members m where m.workspace_id = create_invitation.workspace_id) >= 50 then
    perform private.fail('limit_reached');
  end if;
  hash := encode(sha256(convert_to(token, 'UTF8')), 'hex');
  update public.invitations i
  set token_hash = hash, role = create_invitation.role, invited_by = caller, expires_at = now() + interval '7 days', created_at = now()
  where i.workspace_id = create_invitation.workspace_id and lower(i.email) = address and i.accepted_at is null and i.revoked_at is null
  returning * into invite;
  if invite.id is null then
    insert into public.invitations (workspace_id, email, role, token_hash, invited_by)
    values (create_invitation.workspace_id, address, create_invitation.role, hash, caller)
    returning * into invite;
  end if;
  return (invite.id, invite.workspace_id, invite.email, invite.role, invite.expires_at, token)::public.issued_invitation;
end;
$$;

-- Joins the invitation's workspace once: pending, unexpired, and addressed to the caller's
-- confirmed email. Every other case is the same invite_invalid, so a token reveals nothing.
create function public.accept_invitation(token text)
returns public.workspaces
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := auth.uid();
  caller_email text;
  invite public.invitations;
  joined public.workspaces;
begin
  select * into invite from public.invitations i
  where i.token_hash = encode(sha256(convert_to(coalesce(accept_invitation.token, ''), 'UTF8')), 'hex')
  for update;
  select u.email into caller_email from auth.users u where u.id = caller and u.email_confirmed_at is not null;
  if invite.id is null or invite.accepted_at is not null or invite.revoked_at is not null or invite.expires_at <= now()
    or caller_email is null or lower(caller_email) <> lower(invite.email) then
    perform private.fail('invite_invalid');
  end if;
  perform private.lock_members(invite.workspace_id);
  if private.role_of(invite.workspace_id, caller) is null then
    insert into public.workspace_members (workspace_id, user_id, role) values (invite.workspace_id, caller, invite.role);
  end if;
  update public.invitations i set accepted_at = now() where i.id = invite.id;
  select * into joined from public.workspaces w where w.id = invite.workspace_id;
  return joined;
end;
$$;

-- Owners only (SPEC point 6). Making someone an owner adds an owner; demoting the last one fails.
create function public.change_member_role(workspace_id uuid, user_id uuid, role public.workspace_role)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ws uuid := change_member_role.workspace_id;
  target_role public.workspace_role;
begin
  perform private.lock_members(ws);
  if private.role_of(ws, auth.uid()) is null then
    perform private.fail('not_found');
  elsif private.role_of(ws, auth.uid()) <> 'owner' then
    perform private.fail('forbidden');
  end if;
  target_role := private.role_of(ws, change_member_role.user_id);
  if target_role is null then
    perform private.fail('not_found');
  elsif change_member_role.role is null then
    perform private.fail('invalid_input');
  elsif target_role = 'owner' and change_member_role.role <> 'owner' and private.owner_count(ws) = 1 then
    perform private.fail('last_owner');
  end if;
  update public.workspace_members m set role = change_member_role.role
  where m.workspace_id = ws and m.user_id = change_member_role.user_id;
end;
$$;

-- Owners remove anyone, admins remove admins and members; anyone may remove themselves (leave).
create function public.remove_member(workspace_id uuid, user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ws uuid := remove_member.workspace_id;
  caller_role public.workspace_role;
  target_role public.workspace_role;
begin
  perform private.lock_members(ws);
  caller_role := private.role_of(ws, auth.uid());
  if caller_role is null then
    perform private.fail('not_found');
  elsif caller_role = 'member' and remove_member.user_id is distinct from auth.uid() then
    perform private.fail('forbidden');
  end if;
  target_role := private.role_of(ws, remove_member.user_id);
  if target_role is null then
    perform private.fail('not_found');
  elsif caller_role = 'admin' and target_role = 'owner' then
    perform private.fail('forbidden');
  elsif target_role = 'owner' and private.owner_count(ws) = 1 then
    perform private.fail('last_owner');
  end if;
  delete from public.workspace_members m where m.workspace_id = ws and m.user_id = remove_member.user_id;
end;
$$;

create function public.leave_workspace(workspace_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.remove_member(leave_workspace.workspace_id, auth.uid());
end;
$$;

-- The caller (an owner) hands ownership to another member and becomes an admin.
create function public.transfer_ownership(workspace_id uuid, new_owner_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  ws uuid := transfer_ownership.workspace_id;
  caller uuid := auth.uid();
begin
  perform private.lock_members(ws);
  if private.role_of(ws, caller) is null then
    perform private.fail('not_found');
  elsif private.role_of(ws, caller) <> 'owner' then
    perform private.fail('forbidden');
  elsif private.role_of(ws, transfer_ownership.new_owner_id) is null then
    perform private.fail('not_found');
  end if;
  if transfer_ownership.new_owner_id <> caller then
    update public.workspace_members m set role = 'owner' where m.workspace_id = ws and m.user_id = transfer_ownership.new_owner_id;
    update public.workspace_members m set role = 'admin' where m.workspace_id = ws and m.user_id = caller;
  end if;
end;
$$;

revoke execute on function
  public.create_workspace(text, text),
  public.slug_available(text),
  public.create_invitation(uuid, text, public.workspace_role),
  public.accept_invitation(text),
  public.change_member_role(uuid, uuid, public.workspace_role),
  public.remove_member(uuid, uuid),
  public.leave_workspace(uuid),
  public.transfer_ownership(uuid, uuid)
from public, anon;
grant execute on function
  public.create_workspace(text, text),
  public.slug_available(text),
  public.create_invitation(uuid, text, public.workspace_role),
  public.accept_invitation(text),
  public.change_member_role(uuid, uuid, public.workspace_role),
  public.remove_member(uuid, uuid),
  public.leave_workspace(uuid),
  public.transfer_ownership(uuid, uuid)
to authenticated;
