-- Staff look-ups leave a trace too (docs/security: staff browsing customers' data). The `staff`
-- function writes a `find_user` / `find_workspace` row before it reads anything, with what was
-- searched (`query`) and, once found, what it was (`target_id`). A look-up asks no reason, and one
-- that finds nothing has no target, so both columns become optional for look-ups only: an action
-- still needs its reason (3–500 characters) and its target.

alter type public.support_action add value 'find_user';
alter type public.support_action add value 'find_workspace';

alter table public.support_audit
  add column query text
    constraint support_audit_query_length check (char_length(query) <= 300),
  alter column reason drop not null,
  alter column target_id drop not null,
  drop constraint support_audit_target_type,
  add constraint support_audit_target_type
    check (target_type in ('user', 'invitation', 'workspace')),
  drop constraint support_audit_reason_length,
  -- The new enum values cannot be used in the transaction that adds them; compare as text.
  add constraint support_audit_lookup_or_action check (
    case
      when action::text in ('find_user', 'find_workspace') then query is not null
      else reason is not null
        and char_length(btrim(reason)) between 3 and 500
        and target_id is not null
    end
  );

comment on column public.support_audit.query is 'A look-up''s search as typed (an email, a user id or a workspace address); null for actions.';
comment on column public.support_audit.reason is 'Why staff acted (3–500 characters, required for every action); null for look-ups, which ask none.';
