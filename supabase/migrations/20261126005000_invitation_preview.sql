-- The invitation page names the workspace and the person who invited (docs/screens.md), also to
-- a visitor who is not signed in yet: the token itself is the proof (64 random hex characters;
-- only its SHA-256 is stored). Nothing is returned for an unknown, used, revoked or expired token.
create function public.invitation_preview(token text)
returns table (workspace_name text, inviter_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select w.name, p.display_name
  from public.invitations i
  join public.workspaces w on w.id = i.workspace_id
  left join public.profiles p on p.id = i.invited_by
  where i.token_hash = encode(sha256(convert_to(coalesce(invitation_preview.token, ''), 'UTF8')), 'hex')
    and i.accepted_at is null and i.revoked_at is null and i.expires_at > now();
$$;

revoke execute on function public.invitation_preview(text) from public;
grant execute on function public.invitation_preview(text) to anon, authenticated;
