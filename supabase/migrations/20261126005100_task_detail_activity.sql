-- The timeline also records changes of the due date and of the description: one row per save
-- (an update that changes either). A trigger of its own beside tasks_write_activity, so the two
-- evolve apart. The description row carries no text (it can be long and is on the task itself).
alter type public.activity_kind add value if not exists 'due_date_changed';
alter type public.activity_kind add value if not exists 'description_changed';

create function private.tasks_write_detail_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
begin
  if old.due_date is distinct from new.due_date then
    insert into public.activity (workspace_id, task_id, actor_id, kind, data)
    values (new.workspace_id, new.id, actor, 'due_date_changed',
      jsonb_build_object('from', old.due_date, 'to', new.due_date));
  end if;
  if old.description is distinct from new.description then
    insert into public.activity (workspace_id, task_id, actor_id, kind, data)
    values (new.workspace_id, new.id, actor, 'description_changed', '{}'::jsonb);
  end if;
  return null;
end;
$$;

create trigger tasks_write_detail_activity
  after update of due_date, description on public.tasks
  for each row execute function private.tasks_write_detail_activity();

revoke all on function private.tasks_write_detail_activity() from public;
