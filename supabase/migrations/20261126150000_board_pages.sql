-- Board pages (docs/decisions/board-pages.md): the board loads the first cards of each column
-- with true counts, the next ones as a column scrolls, and filters on the server when a column is
-- not fully loaded. Both functions are security invoker: every row is read under the caller's RLS
-- on tasks and board_columns ("tasks: members read", an initplan over member_workspace_ids).
-- Each column's page walks tasks_board_column_idx (board_id, column_id, position, id) in order
-- and stops after `page_size` matches.
--
-- The board's filters, as apps/web/src/app/w/[slug]/_lib/board/filters.ts applies them on the
-- client: an assignee, or unassigned only; any of some priorities; a label; every word of the
-- title text. Both functions below spell the same predicate inline (a helper function would need
-- its own search_path, which keeps the planner from inlining it, and would then run per row).
-- Old: finished (a completed or canceled column) before `older_than`; null shows every task. A
-- completed task finished when it entered its column (completed_at); a canceled one has no stamp
-- of its own, and its last change is when it was canceled or later.
--
-- Each word of the title text as a `like` pattern matching it anywhere, its wildcards escaped.
create function private.title_patterns(words text[])
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(
    '%' || replace(replace(replace(lower(w), '\', '\\'), '%', '\%'), '_', '\_') || '%'
  ), '{}')
  from unnest(words) as w
  where btrim(w) <> ''
$$;

-- The first `page_size` (at most 200) tasks of each column of a board that match the filters and
-- are not old, in board order (position, id); with `column_id`, that column only, after the
-- card (`after_position`, `after_id`) the caller loaded last. Columns in board order.
create function public.board_task_page(
  board_id uuid,
  column_id uuid default null,
  after_position text default null,
  after_id uuid default null,
  page_size integer default 50,
  assignee uuid default null,
  unassigned boolean default false,
  -- Text, not the enum: the local backend's REST layer passes an enum array as one string.
  priorities text[] default null,
  label_id uuid default null,
  words text[] default null,
  older_than timestamptz default null
)
returns setof public.tasks
language sql
stable
security invoker
set search_path = ''
as $$
  select t.*
  from public.board_columns c
  cross join (select private.title_patterns(board_task_page.words) as patterns) p
  cross join lateral (
    select *
    from public.tasks t
    where t.board_id = c.board_id
      and t.column_id = c.id
      and (
        board_task_page.after_position is null
        or (t.position, t.id) > (
          board_task_page.after_position collate "C",
          coalesce(board_task_page.after_id, '00000000-0000-0000-0000-000000000000'::uuid)
        )
      )
      and (not coalesce(board_task_page.unassigned, false) or t.assignee_id is null)
      and (board_task_page.assignee is null or t.assignee_id = board_task_page.assignee)
      and (coalesce(cardinality(board_task_page.priorities), 0) = 0
        or t.priority::text = any (board_task_page.priorities))
      and (board_task_page.label_id is null or board_task_page.label_id = any (t.label_ids))
      and (cardinality(p.patterns) = 0 or lower(t.title) like all (p.patterns))
      and not (board_task_page.older_than is not null
        and c.status_group in ('completed', 'canceled')
        and coalesce(t.completed_at, t.updated_at) < board_task_page.older_than)
    order by t.position, t.id
    limit least(greatest(board_task_page.page_size, 1), 200)
  ) t
  where c.board_id = board_task_page.board_id
    and (board_task_page.column_id is null or c.id = board_task_page.column_id)
  order by c.position collate "C", c.id, t.position, t.id
$$;

-- Per column of a board: every task (`total`), the ones the filters match that are not old
-- (`matching`, what the board shows once loaded), and the old ones they match (`older`, what
-- "Show older" adds).
create function public.board_column_counts(
  board_id uuid,
  assignee uuid default null,
  unassigned boolean default false,
  priorities text[] default null,
  label_id uuid default null,
  words text[] default null,
  older_than timestamptz default null
)
returns table (column_id uuid, total integer, matching integer, older integer)
language sql
stable
security invoker
set search_path = ''
as $$
  select c.id,
    count(t.id)::integer,
    (count(t.id) filter (where t.matches and not t.old))::integer,
    (count(t.id) filter (where t.matches and t.old))::integer
  from public.board_columns c
  cross join (select private.title_patterns(board_column_counts.words) as patterns) p
  left join lateral (
    select t.id,
      (not coalesce(board_column_counts.unassigned, false) or t.assignee_id is null)
        and (board_column_counts.assignee is null or t.assignee_id = board_column_counts.assignee)
        and (coalesce(cardinality(board_column_counts.priorities), 0) = 0
          or t.priority::text = any (board_column_counts.priorities))
        and (board_column_counts.label_id is null or board_column_counts.label_id = any (t.label_ids))
        and (cardinality(p.patterns) = 0 or lower(t.title) like all (p.patterns)) as matches,
      board_column_counts.older_than is not null
        and c.status_group in ('completed', 'canceled')
        and coalesce(t.completed_at, t.updated_at) < board_column_counts.older_than as old
    from public.tasks t
    where t.board_id = c.board_id and t.column_id = c.id
  ) t on true
  where c.board_id = board_column_counts.board_id
  group by c.id
$$;

revoke all on function private.title_patterns(text[]) from public;
grant execute on function private.title_patterns(text[]) to authenticated, service_role;

revoke all on function public.board_task_page(uuid, uuid, text, uuid, integer, uuid, boolean, text[], uuid, text[], timestamptz),
  public.board_column_counts(uuid, uuid, boolean, text[], uuid, text[], timestamptz) from public, anon;
grant execute on function public.board_task_page(uuid, uuid, text, uuid, integer, uuid, boolean, text[], uuid, text[], timestamptz),
  public.board_column_counts(uuid, uuid, boolean, text[], uuid, text[], timestamptz) to authenticated, service_role;
