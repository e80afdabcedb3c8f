-- CSV import of tasks into a board (docs/roles.md: owners and admins import; docs/errors.md:
-- `import_invalid`). The app parses and checks the file and sends the rows as JSON; this function
-- writes them all or none (one statement, so one transaction) and is the last line of defence:
-- it runs as its caller (RLS applies to every insert) and takes the workspace from the board
-- alone, so no value in the rows can name another workspace's board, column, label or member.

-- A member of `ws` by email, or null. Security definer because emails live in auth.users; it
-- answers only about a workspace the caller belongs to, so it cannot be used to probe accounts.
create function private.member_id_by_email(ws uuid, address text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id
  from public.workspace_members m
  join auth.users u on u.id = m.user_id
  where m.workspace_id = ws
    and private.is_member(ws)
    and lower(u.email) = lower(btrim(address))
  limit 1;
$$;

revoke all on function private.member_id_by_email(uuid, text) from public;
grant execute on function private.member_id_by_email(uuid, text) to authenticated;

-- rows: [{ title, description?, column, priority?, assignee_email?, due_date?, labels?: [name],
-- position }], in file order. A column is named as on the board (case-insensitive); a label
-- the workspace lacks is created (gray). Returns the number of tasks made.
create function public.import_tasks(board_id uuid, rows jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  board public.boards;
  item jsonb;
  col uuid;
  assignee uuid;
  new_task uuid;
  made integer := 0;
begin
  if auth.uid() is null then
    perform private.fail('forbidden');
  end if;
  select b.* into board from public.boards b where b.id = import_tasks.board_id;
  if board.id is null or not private.is_member(board.workspace_id) or board.archived_at is not null then
    perform private.fail('not_found');
  end if;
  if not private.has_role(board.workspace_id, array['owner', 'admin']::public.workspace_role[]) then
    perform private.fail('forbidden');
  end if;
  if jsonb_typeof(rows) is distinct from 'array' or jsonb_array_length(rows) = 0
    or jsonb_array_length(rows) > 10000 then
    perform private.fail('import_invalid');
  end if;

  insert into public.labels (workspace_id, name)
  select distinct on (lower(btrim(l.name))) board.workspace_id, btrim(l.name)
  from jsonb_array_elements(rows) r, jsonb_array_elements_text(coalesce(r -> 'labels', '[]')) l (name)
  where btrim(l.name) <> ''
    and not exists (
      select 1 from public.labels x
      where x.workspace_id = board.workspace_id and lower(x.name) = lower(btrim(l.name))
    );

  for item in select value from jsonb_array_elements(rows) loop
    select c.id into col from public.board_columns c
    where c.board_id = board.id and lower(c.name) = lower(btrim(item ->> 'column'))
    order by c.position, c.id limit 1;
    if col is null then
      perform private.fail('import_invalid');
    end if;
    assignee := null;
    if coalesce(btrim(item ->> 'assignee_email'), '') <> '' then
      assignee := private.member_id_by_email(board.workspace_id, item ->> 'assignee_email');
      if assignee is null then
        perform private.fail('import_invalid');
      end if;
    end if;
    insert into public.tasks (workspace_id, board_id, column_id, title, description, priority,
      assignee_id, due_date, position)
    values (board.workspace_id, board.id, col, item ->> 'title', coalesce(item ->> 'description', ''),
      coalesce(nullif(item ->> 'priority', ''), 'none')::public.task_priority, assignee,
      nullif(item ->> 'due_date', '')::date, item ->> 'position')
    returning id into new_task;
    insert into public.task_labels (task_id, label_id, workspace_id)
    select new_task, x.id, board.workspace_id
    from public.labels x
    where x.workspace_id = board.workspace_id
      and lower(x.name) in (
        select lower(btrim(l)) from jsonb_array_elements_text(coalesce(item -> 'labels', '[]')) l
      );
    made := made + 1;
  end loop;
  return made;
end;
$$;

revoke execute on function public.import_tasks(uuid, jsonb) from public, anon;
grant execute on function public.import_tasks(uuid, jsonb) to authenticated;

-- For an import's preview: which of these emails (a JSON array of strings) belong to members of
-- the workspace, as { email: user_id }. Owners and admins only (they import); a member gets
-- `forbidden`, a stranger `not_found`; anything but an array of strings is `import_invalid`.
create function public.import_member_ids(workspace_id uuid, emails jsonb)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.is_member(import_member_ids.workspace_id) then
    perform private.fail('not_found');
  end if;
  if not private.has_role(import_member_ids.workspace_id, array['owner', 'admin']::public.workspace_role[]) then
    perform private.fail('forbidden');
  end if;
  if jsonb_typeof(emails) is distinct from 'array' or jsonb_array_length(emails) > 10000
    or exists (select 1 from jsonb_array_elements(emails) e where jsonb_typeof(e) <> 'string') then
    perform private.fail('import_invalid');
  end if;
  return coalesce((
    select jsonb_object_agg(found.address, found.user_id)
    from (
      select e.address, private.member_id_by_email(import_member_ids.workspace_id, e.address) as user_id
      from (select distinct lower(btrim(x)) as address from jsonb_array_elements_text(emails) x where btrim(x) <> '') e
    ) found
    where found.user_id is not null
  ), '{}'::jsonb);
end;
$$;

revoke execute on function public.import_member_ids(uuid, jsonb) from public, anon;
grant execute on function public.import_member_ids(uuid, jsonb) to authenticated;
