-- Inviting someone who is already a member now answers `already_member` (it was the generic
-- invalid_input before the catalogue had a code for it). The body is otherwise the one of
-- 20261122000200_workspaces.sql: re-issuing a pending invitation, the member limit, the token.
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
