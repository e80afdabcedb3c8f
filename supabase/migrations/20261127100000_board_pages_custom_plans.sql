-- The board's pages and counts (20261126150000_board_pages.sql), planned for the filters each
-- call names. As SQL functions with a fixed search_path the planner could not inline them, so
-- every call ran one plan made for any filter: each row of a column met every "no filter, or this
-- one" test, and counts walked the rows through them all (at 5 000 tasks, 50 to 70 ms a call on
-- the local backend). As PL/pgSQL forced to a custom plan, the arguments are constants when the
-- query is planned: the filters not given fold away, and a page stops after its cards (3.5 and
-- 10 ms; docs/decisions/board-pages.md). Same arguments, rows and order; grants are kept.

create or replace function public.board_task_page(
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
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
begin
  return query
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
  order by c.position collate "C", c.id, t.position, t.id;
end
$$;

create or replace function public.board_column_counts(
  board_id uuid,
  assignee uuid default null,
  unassigned boolean default false,
  priorities text[] default null,
  label_id uuid default null,
  words text[] default null,
  older_than timestamptz default null
)
returns table (column_id uuid, total integer, matching integer, older integer)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
begin
  return query
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
  group by c.id;
end
$$;
