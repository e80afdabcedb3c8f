-- Mail delivery for notifications, driven from the database (docs/decisions/notification-delivery.md):
--
--   notification insert ──trigger──▶ notification_mails (one open mail per person, workspace and
--   cadence: events within two minutes share it; digests wait for 07:00 UTC)
--   Supabase Cron, every 10 s ──▶ private.kick_notify(): when a mail is due, pg_net POSTs to the
--   `notify` edge function (URL and key from Vault: `notify_url`, `notify_key`)
--   notify ──▶ claim_notification_mails() one at a time (a lease), notification_mail_content(),
--   SMTP with the mail's id as Message-ID, settle_notification_mail(): sent, dropped, or failed →
--   retried after 30 s, 1, 2, 4 min; the fifth failure is final and shows in the support console.
--
-- At least once: a sender stopped after the SMTP server took a mail but before settling it sends
-- it again when the lease (60 s) runs out, with the same Message-ID.

create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

create type public.mail_status as enum ('pending', 'sending', 'sent', 'failed', 'dropped');

create table public.notification_mails (
  -- Also the mail's idempotency key: its Message-ID is `<id@teamboard>`.
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  cadence public.notification_delivery not null
    constraint notification_mails_cadence check (cadence <> 'off'),
  status public.mail_status not null default 'pending',
  send_after timestamptz not null,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  lease_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.notification_mails is 'Notification mail outbox; written by triggers and the notify function (secret key), read by staff through the staff function.';

create index notification_mails_due_idx on public.notification_mails (status, send_after);
create index notification_mails_open_idx on public.notification_mails (user_id, workspace_id, cadence) where status = 'pending';
create index notification_mails_workspace_id_idx on public.notification_mails (workspace_id);

alter table public.notifications add column mail_id uuid references public.notification_mails (id) on delete set null;
create index notifications_mail_id_idx on public.notifications (mail_id);

alter table public.notification_mails enable row level security;
revoke all on public.notification_mails from public, anon, authenticated;
grant select, insert, update, delete on public.notification_mails to service_role;

-- The signing key of unsubscribe links; never leaves the database.
create table private.mail_signing_key (
  id boolean primary key default true constraint mail_signing_key_single check (id),
  key bytea not null default extensions.gen_random_bytes(32)
);
insert into private.mail_signing_key default values;
alter table private.mail_signing_key enable row level security;
revoke all on private.mail_signing_key from public, anon, authenticated;

create function private.next_digest_at()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (date_trunc('day', now() at time zone 'UTC') + interval '1 day 7 hours') at time zone 'UTC';
$$;

-- Someone who leaves a workspace gets no more mail from it: their unsent mails there go with their
-- notifications (a mail already being sent finds nothing left and is dropped).
create or replace function private.forget_member_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.notifications n where n.workspace_id = old.workspace_id and n.user_id = old.user_id;
  delete from public.notification_mails m
  where m.workspace_id = old.workspace_id and m.user_id = old.user_id and m.status = 'pending';
  return null;
end;
$$;

-- Puts a new notification into its person's open mail (or opens one), unless they get none for
-- its kind. Before insert, so the row is written once; a duplicate the unique key then skips
-- leaves at most an empty mail, which the sender drops.
create function private.notifications_queue_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  how public.notification_delivery := private.delivery_for(new.user_id, new.kind);
begin
  if how = 'off' then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('notification_mails:' || new.user_id::text, 0));
  select m.id into new.mail_id from public.notification_mails m
  where m.user_id = new.user_id and m.workspace_id = new.workspace_id and m.cadence = how
    and m.status = 'pending' and m.attempts = 0 and m.send_after > now()
  order by m.created_at desc
  limit 1;
  if new.mail_id is null then
    insert into public.notification_mails (user_id, workspace_id, cadence, send_after)
    values (new.user_id, new.workspace_id, how,
      case when how = 'instant' then now() + interval '2 minutes' else private.next_digest_at() end)
    returning id into new.mail_id;
  end if;
  return new;
end;
$$;

create trigger notifications_queue_mail
  before insert on public.notifications
  for each row execute function private.notifications_queue_mail();

-- The sender takes one due mail at a time (or one whose sender stopped: its lease ran out).
create function public.claim_notification_mails(batch_size integer default 1, lease_seconds integer default 60)
returns setof public.notification_mails
language sql
volatile
security definer
set search_path = ''
as $$
  update public.notification_mails m
  set status = 'sending', attempts = m.attempts + 1,
    lease_until = now() + make_interval(secs => greatest(5, least(lease_seconds, 600)))
  where m.id in (
    select c.id from public.notification_mails c
    where (c.status = 'pending' and c.send_after <= now() and c.next_attempt_at <= now())
      or (c.status = 'sending' and c.lease_until < now())
    order by c.send_after, c.id
    limit greatest(1, least(batch_size, 50))
    for update skip locked
  )
  returning m.*;
$$;

-- A signed link's token: the person and the kinds the mail was about, with an HMAC of both.
create function private.unsubscribe_token(person uuid, kinds public.notification_kind[])
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(convert_to(payload, 'UTF8'), 'hex') || '.'
    || encode(extensions.hmac(convert_to(payload, 'UTF8'), k.key, 'sha256'), 'hex')
  from (select person::text || ':' || array_to_string(kinds, ',') as payload) p, private.mail_signing_key k;
$$;

-- Everything the sender needs for one mail, or null when nothing in it is still to be sent (the
-- person left, turned the kinds off, or the tasks are gone).
create function public.notification_mail_content(mail_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  with items as (
    select n.*, t.number as task_number, t.title as task_title, a.display_name as actor_name
    from public.notifications n
    join public.notification_mails m on m.id = n.mail_id
    left join public.tasks t on t.id = n.task_id
    left join public.profiles a on a.id = n.actor_id
    where n.mail_id = notification_mail_content.mail_id
      and private.delivery_for(n.user_id, n.kind) = m.cadence
  )
  select jsonb_build_object(
    'id', m.id,
    'cadence', m.cadence,
    'to', u.email,
    'name', p.display_name,
    'workspace', jsonb_build_object('name', w.name, 'slug', w.slug),
    'unsubscribe_token', private.unsubscribe_token(m.user_id, (select array_agg(distinct i.kind) from items i)),
    'items', (
      select jsonb_agg(jsonb_build_object(
        'kind', i.kind, 'created_at', i.created_at, 'actor', i.actor_name, 'data', i.data,
        'task', case when i.task_id is null then null
          else jsonb_build_object('id', i.task_id, 'number', i.task_number, 'title', i.task_title) end
      ) order by i.created_at)
      from items i
    )
  )
  from public.notification_mails m
  join auth.users u on u.id = m.user_id
  join public.profiles p on p.id = m.user_id
  join public.workspaces w on w.id = m.workspace_id
  where m.id = notification_mail_content.mail_id and exists (select 1 from items);
$$;

-- The sender's outcome: sent, dropped (nothing left to say), or a failure, retried with back-off
-- until the fifth attempt, which is final.
create function public.settle_notification_mail(mail_id uuid, outcome text, error text default null)
returns public.mail_status
language plpgsql
security definer
set search_path = ''
as $$
declare
  settled public.mail_status;
begin
  if outcome not in ('sent', 'dropped', 'failed') then
    perform private.fail('invalid_input');
  end if;
  update public.notification_mails m set
    status = case
      when outcome = 'sent' then 'sent'
      when outcome = 'dropped' then 'dropped'
      when m.attempts >= 5 then 'failed'
      else 'pending'
    end::public.mail_status,
    sent_at = case when outcome = 'sent' then now() end,
    last_error = left(error, 1000),
    lease_until = null,
    next_attempt_at = case when outcome = 'failed'
      then now() + interval '30 seconds' * power(2, greatest(m.attempts - 1, 0)) else m.next_attempt_at end
  where m.id = settle_notification_mail.mail_id and m.status = 'sending'
  returning m.status into settled;
  return settled;
end;
$$;

-- One-click unsubscribe, signed out: a valid token turns mail off for the kinds it names.
-- Answers the kinds as a JSON array.
create function public.unsubscribe_notifications(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  parts text[] := string_to_array(coalesce(token, ''), '.');
  payload text;
  person uuid;
  kinds public.notification_kind[];
begin
  begin
    payload := convert_from(decode(parts[1], 'hex'), 'UTF8');
    if cardinality(parts) <> 2 or parts[2] <> encode(extensions.hmac(convert_to(payload, 'UTF8'),
      (select k.key from private.mail_signing_key k), 'sha256'), 'hex') then
      raise exception 'bad signature';
    end if;
    person := split_part(payload, ':', 1)::uuid;
    kinds := string_to_array(split_part(payload, ':', 2), ',')::public.notification_kind[];
  exception when others then
    perform private.fail('link_invalid');
  end;
  insert into public.notification_preferences as p (user_id, kind, delivery)
  select person, k, 'off' from unnest(kinds) k
  where exists (select 1 from public.profiles pr where pr.id = person)
  on conflict (user_id, kind) do update set delivery = 'off';
  return to_jsonb(kinds);
end;
$$;

-- Supabase Cron's job: wakes the sender only when a mail is due.
create function private.kick_notify()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  url text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'notify_url');
  key text := (select s.decrypted_secret from vault.decrypted_secrets s where s.name = 'notify_key');
begin
  if not exists (
    select 1 from public.notification_mails m
    where (m.status = 'pending' and m.send_after <= now() and m.next_attempt_at <= now())
      or (m.status = 'sending' and m.lease_until < now())
  ) then
    return null;
  end if;
  if url is null or key is null then
    raise warning 'notify: set the Vault secrets notify_url and notify_key (README, deploying)';
    return null;
  end if;
  return net.http_post(
    url := url,
    body := '{}'::jsonb,
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || key),
    timeout_milliseconds := 60000
  );
end;
$$;

revoke all on function private.next_digest_at(), private.notifications_queue_mail(),
  private.unsubscribe_token(uuid, public.notification_kind[]), private.kick_notify() from public;
revoke all on function public.claim_notification_mails(integer, integer), public.notification_mail_content(uuid),
  public.settle_notification_mail(uuid, text, text), public.unsubscribe_notifications(text) from public, anon, authenticated;
grant execute on function public.claim_notification_mails(integer, integer), public.notification_mail_content(uuid),
  public.settle_notification_mail(uuid, text, text) to service_role;
grant execute on function public.unsubscribe_notifications(text) to anon, authenticated, service_role;

select cron.schedule('notify-mail', '10 seconds', 'select private.kick_notify()');
select cron.schedule('notify-due-dates', '0 7 * * *', 'select public.notify_due_dates()');
