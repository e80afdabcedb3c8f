-- The support console (apps/console): an audit trail of staff actions, and the one database
-- capability the auth admin API lacks (ending every session of a user).
--
-- Read path: staff read nothing through RLS. Every lookup and action goes through the `staff` edge
-- function, which checks the caller's JWT and their app_metadata.staff in auth.users, then works
-- with the secret key. Granting staff a read-everything policy on each table would turn any staff
-- access token into a key to every workspace, add a second permissive policy per table, and trust a
-- claim that stays in a token for up to an hour after staff rights are withdrawn; the function checks
-- the current value and the lookups need auth.users (confirmation, last sign-in), which REST never
-- exposes anyway.

create type public.support_action as enum (
  'resend_confirmation',
  'revoke_invitation',
  'ban',
  'unban',
  'sign_out_everywhere'
);

create table public.support_audit (
  id uuid primary key default gen_random_uuid(),
  -- No foreign keys: the trail must outlive the staff member's and the customer's accounts.
  actor_id uuid not null,
  actor_email text not null,
  action public.support_action not null,
  target_type text not null
    constraint support_audit_target_type check (target_type in ('user', 'invitation')),
  target_id uuid not null,
  reason text not null
    constraint support_audit_reason_length check (char_length(btrim(reason)) between 3 and 500),
  outcome text not null default 'requested'
    constraint support_audit_outcome check (outcome in ('requested', 'done', 'failed')),
  created_at timestamptz not null default now()
);

comment on table public.support_audit is 'Who did what to whom and why in the support console; written only by the staff edge function with the secret key.';
comment on column public.support_audit.outcome is 'Written as requested before the action runs, then done or failed: no privileged action goes unrecorded.';

create index support_audit_target_idx on public.support_audit (target_id, created_at);
create index support_audit_actor_idx on public.support_audit (actor_id, created_at);

-- RLS on and no policy: anon and authenticated (staff included) can neither read nor write it; the
-- grants are revoked too, so REST answers "permission denied" instead of an empty list.
alter table public.support_audit enable row level security;
revoke all on table public.support_audit from public, anon, authenticated;
grant select, insert, update on table public.support_audit to service_role;

-- Sign a user out of every device: their sessions (and with them every refresh token) go, so no
-- tab can renew its access token. Only the secret key (service_role) may call it.
create function public.support_sign_out_everywhere(target uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  ended integer;
begin
  delete from auth.sessions s where s.user_id = target;
  get diagnostics ended = row_count;
  return ended;
end;
$$;

revoke all on function public.support_sign_out_everywhere(uuid) from public, anon, authenticated;
grant execute on function public.support_sign_out_everywhere(uuid) to service_role;

-- Finding a user by address: the admin API lists users but cannot filter by email.
create function public.support_user_id_by_email(address text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from auth.users u where lower(u.email) = lower(btrim(address)) limit 1;
$$;

revoke all on function public.support_user_id_by_email(text) from public, anon, authenticated;
grant execute on function public.support_user_id_by_email(text) to service_role;
