-- Issue 9 (hot path): a board action names the workspace of its URL, and a task of another
-- workspace must answer not_found even to a member of both. move_task takes that workspace and
-- checks it in the same call, so the action needs no lookup first. The argument is optional:
-- without it the function behaves as before. A default cannot be added in place, so the
-- three-argument form is replaced (same body otherwise, still security invoker: 20261123002300).
drop function public.move_task(uuid, public.task_status, text);

create function public.move_task(
  task_id uuid,
  status public.task_status,
  position_key text,
  workspace_id uuid default null
)
returns public.tasks
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  ws uuid;
  moved public.tasks;
begin
  if auth.uid() is null then
    perform private.fail('forbidden');
  end if;
  select t.workspace_id into ws from public.tasks t where t.id = move_task.task_id for update;
  if ws is null or not private.is_member(ws)
    or (move_task.workspace_id is not null and ws <> move_task.workspace_id) then
    perform private.fail('not_found');
  end if;
  if move_task.status is null or not private.is_valid_position(move_task.position_key) then
    perform private.fail('invalid_input');
  end if;
  update public.tasks t set status = move_task.status, position = move_task.position_key
  where t.id = move_task.task_id
  returning * into moved;
  return moved;
end;
$$;

revoke execute on function public.move_task(uuid, public.task_status, text, uuid) from public, anon;
grant execute on function public.move_task(uuid, public.task_status, text, uuid) to authenticated;
