-- Issue 12.11: invite-member mailed an address as often as an admin liked (revoke, then invite
-- again). create_invitation — the one place every invitation token is issued — now records each
-- issue and refuses a fourth to the same address in the same workspace within an hour with the
-- catalogue's rate_limited. The rest of the body is that of 20261122000300_invitation_codes.sql.

create table private.invitation_sends (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null,
  sent_at timestamptz not null default now()
);

comment on table private.invitation_sends is 'One row per invitation token issued (a possible email), for the per-address send limit.';

create index invitation_sends_address_idx on private.invitation_sends (workspace_id, email, sent_at);

alter table private.invitation_sends enable row level security;
revoke all on private.invitation_sends from public, anon, authenticated;
grant all on private.invitation_sends to service_role;

create or replace function public.create_invitation(workspace_id uuid, email text, role public.workspace_role default 'member')
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
  if exists (
    select 1 from public.workspace_members m join auth.users u on u.id = m.user_id
    where m.workspace_id = create_invitation.workspace_id and lower(u.email) = address
  ) then
    perform private.fail('already_member');
  end if;
  if (select count(*) from public.workspace_members m where m.workspace_id = create_invitation.workspace_id) >= 50 then
    perform private.fail('limit_reached');
  end if;
  -- Each issued token may become an email (invite-member sends one per call): at most 3 per
  -- address and workspace per hour, however they come about (new, re-issued, revoke-then-invite).
  perform pg_advisory_xact_lock(hashtextextended('invitation_sends:' || create_invitation.workspace_id::text || ':' || address, 0));
  if (
    select count(*) from private.invitation_sends s
    where s.workspace_id = create_invitation.workspace_id and s.email = address and s.sent_at > now() - interval '1 hour'
  ) >= 3 then
    perform private.fail('rate_limited');
  end if;
  insert into private.invitation_sends (workspace_id, email) values (create_invitation.workspace_id, address);
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
