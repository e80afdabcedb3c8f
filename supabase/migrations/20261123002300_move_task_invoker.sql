-- Issue 12.14: move_task needs no rights its caller lacks. A member may update a task's status
-- and position directly (column grants, "tasks: members edit"), and the triggers that number,
-- date and record activity run the same for a REST update; so the rpc runs as its caller, and RLS
-- answers "not found" for a task of another workspace before the function's own check does.
-- The other rpcs keep security definer, each allow-listed with its reason in
-- supabase/schema-lints.allow.json.
alter function public.move_task(uuid, public.task_status, text) security invoker;

-- Running as its caller, move_task raises its catalogue codes through private.fail as the caller
-- too. fail only raises an exception; it reads and writes nothing.
grant execute on function private.fail(text) to authenticated;
