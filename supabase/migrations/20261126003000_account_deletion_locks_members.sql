-- Deleting an account took no lock: the last-owner check of private.before_user_delete()
-- (20261123001000_task_detail.sql) read the owners while another transaction could be removing
-- one. On a many-connection Postgres, two owners deleting their accounts at the same moment — or
-- one deleting theirs while the other leaves or is removed — each saw two owners and both went
-- through, leaving a workspace with members and no owner (tests-pg/concurrency-members.test.ts).
-- The trigger now takes the lock every membership change takes (private.lock_members) on each of
-- the user's workspaces, in workspace-id order so two deletions sharing workspaces cannot
-- deadlock, and only then checks. Same checks and effects as before otherwise.
create or replace function private.before_user_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ws uuid;
begin
  for ws in
    select m.workspace_id from public.workspace_members m where m.user_id = old.id order by m.workspace_id
  loop
    perform private.lock_members(ws);
  end loop;
  if exists (
    select 1 from public.workspace_members m
    where m.user_id = old.id and m.role = 'owner'
      and (select count(*) from public.workspace_members o where o.workspace_id = m.workspace_id and o.role = 'owner') = 1
      and exists (select 1 from public.workspace_members o where o.workspace_id = m.workspace_id and o.user_id <> old.id)
  ) then
    perform private.fail('last_owner');
  end if;
  delete from public.workspaces w
  where w.id in (select m.workspace_id from public.workspace_members m where m.user_id = old.id)
    and not exists (select 1 from public.workspace_members o where o.workspace_id = w.id and o.user_id <> old.id);
  return old;
end;
$$;
