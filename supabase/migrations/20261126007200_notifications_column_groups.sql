-- With boards (20261126000100_boards.sql), a task is closed when its column's group is completed
-- or canceled, and a move names the column alone (status follows it in the before trigger, so an
-- `update of status` trigger would not fire for it). "task_closed" now goes to the watchers when a
-- task moves into such a column from one that is not (docs/notifications.md).

create function private.is_closed_column(col uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.board_columns c where c.id = col and c.status_group in ('completed', 'canceled')
  );
$$;

create or replace function private.tasks_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  event uuid := gen_random_uuid();
  summary jsonb := private.task_summary(new);
  mentioned uuid[] := private.mentioned_ids(new.description);
  assigned_now boolean := new.assignee_id is not null
    and (tg_op = 'INSERT' or new.assignee_id is distinct from old.assignee_id);
begin
  if tg_op = 'UPDATE' then
    mentioned := array(select unnest(mentioned) except select unnest(private.mentioned_ids(old.description)));
  end if;
  perform private.watch(new.id, new.workspace_id,
    array_remove(array[case when tg_op = 'INSERT' then new.created_by end,
      case when assigned_now then new.assignee_id end], null) || mentioned);
  if assigned_now then
    perform private.notify(array[new.assignee_id], 'assigned', new.workspace_id, new.id, actor, event, summary);
  end if;
  if cardinality(mentioned) > 0 then
    perform private.notify(mentioned, 'mentioned', new.workspace_id, new.id, actor, event,
      summary || jsonb_build_object('in', 'description'));
  end if;
  if tg_op = 'UPDATE' and new.column_id is distinct from old.column_id
    and private.is_closed_column(new.column_id) and not private.is_closed_column(old.column_id) then
    perform private.notify(private.watcher_ids(new.id), 'task_closed', new.workspace_id, new.id, actor, event,
      summary || jsonb_build_object('status', new.status,
        'column', (select c.name from public.board_columns c where c.id = new.column_id)));
  end if;
  return null;
end;
$$;

drop trigger tasks_notify on public.tasks;
create trigger tasks_notify
  after insert or update of assignee_id, description, status, column_id on public.tasks
  for each row execute function private.tasks_notify();

revoke all on function private.is_closed_column(uuid) from public;
