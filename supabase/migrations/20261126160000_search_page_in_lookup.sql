-- Search picks its page where the index lookups run (docs/decisions/search-under-rls.md).
--
-- A one-word or prefix query matches about one task in ten (~1 150 of 10 000). The lookup
-- (private.search_candidates, security definer) handed every match to public.search_tasks, which
-- read each one again under RLS (the task by its key, its workspace, board and column, each row's
-- policy) only to sort them and keep 20: that second pass was over half of a search. The
-- lookup now applies the filters and the order itself and returns only the page (at most 50 ids);
-- the invoker still reads every row and text it returns under the caller's RLS.
--
-- Without filters, the matches are first cut to the best `max_results` by rank (with ties, so the
-- tie-break on updated_at still sees every candidate that could make the page) before any task is
-- read; with a filter, every match is checked, as before. The lookup is PL/pgSQL so that its plan
-- is cached for the session (a SQL function's body is planned again on every call); so is the
-- rest of the search, in private.search_page (security invoker), which public.search_tasks calls.

drop function private.search_candidates(uuid[], tsquery, text, boolean);

-- As in 20261126120000_search_index_paths.sql (same membership rule, ids and ranks only), plus the
-- search's filters and page size. Called with the first four arguments only, it returns every
-- match, one row per task.
create function private.search_candidates(
  workspace_ids uuid[],
  tsq tsquery,
  words text,
  by_title boolean,
  board_slug text default null,
  assignee uuid default null,
  status_group public.column_group default null,
  label_ids uuid[] default null,
  max_results integer default null
)
returns table (task_id uuid, rank real, kind text)
language plpgsql
stable
security definer
set search_path = ''
-- A typo of one letter in a 7-letter word (`paymnet`) shares half its trigrams with the word.
set pg_trgm.word_similarity_threshold = 0.4
-- One plan per session, made without the query's values (as a SQL function's was), not re-made
-- for each call.
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  -- The caller's workspaces among those asked about.
  readable uuid[];
begin
  select coalesce(array_agg(w), '{}') into readable
  from unnest(search_candidates.workspace_ids) w
  where (select auth.role()) = 'service_role'
    or w in (select private.member_workspace_ids());

  return query
  with text_hits as materialized (
    select d.task_id, ts_rank(d.document, search_candidates.tsq) as rank
    from public.task_search d
    where d.document @@ search_candidates.tsq and d.workspace_id = any (readable)
  ),
  hits as (
    select h.task_id, h.rank, 'text' as kind from text_hits h
    union all
    select t.id, (0.05 * extensions.word_similarity(search_candidates.words, t.title))::real, 'title'
    from public.tasks t
    where search_candidates.by_title and (select count(*) from text_hits) < 5
      and char_length(search_candidates.words) >= 3
      and search_candidates.words operator(extensions.<%) t.title
      and t.workspace_id = any (readable)
  ),
  best as (
    select h.task_id, max(h.rank)::real as rank,
      case when bool_or(h.kind = 'text') then 'text' else 'title' end as kind
    from hits h
    group by h.task_id
  ),
  -- No filter: only the tasks whose rank can reach the page are read below.
  cut as (
    select b.task_id, b.rank, b.kind
    from best b
    order by b.rank desc
    fetch first (case
      when search_candidates.board_slug is null and search_candidates.assignee is null
        and search_candidates.status_group is null
        and coalesce(cardinality(search_candidates.label_ids), 0) = 0
      then coalesce(search_candidates.max_results, 2147483647)
      else 2147483647
    end) rows with ties
  )
  select c.task_id, c.rank, c.kind
  from cut c
  join public.tasks t on t.id = c.task_id
  where (search_candidates.assignee is null or t.assignee_id = search_candidates.assignee)
    and (search_candidates.board_slug is null or exists (
      select 1 from public.boards bd where bd.id = t.board_id and bd.slug = search_candidates.board_slug))
    and (search_candidates.status_group is null or exists (
      select 1 from public.board_columns col
      where col.id = t.column_id and col.status_group = search_candidates.status_group))
    and (coalesce(cardinality(search_candidates.label_ids), 0) = 0
      or t.label_ids && search_candidates.label_ids)
  order by c.rank desc, t.updated_at desc, t.id
  limit search_candidates.max_results;
end;
$$;

revoke all on function private.search_candidates(uuid[], tsquery, text, boolean, text, uuid,
  public.column_group, uuid[], integer) from public;
grant execute on function private.search_candidates(uuid[], tsquery, text, boolean, text, uuid,
  public.column_group, uuid[], integer) to authenticated, service_role;

-- public.search_tasks's body, as in 20261126120000_search_index_paths.sql except that the page
-- (filters, order, size) comes from private.search_candidates: only the key lookup and the rows of
-- the page are read here, under the caller's RLS (security invoker). PL/pgSQL for the cached plan,
-- under other parameter names: PL/pgSQL refuses a parameter and a result column of one name.
create function private.search_page(query text, in_workspace text, in_board text, for_assignee uuid,
  in_group public.column_group, with_labels uuid[], page_size integer)
returns table (
  task_id uuid,
  workspace_id uuid,
  workspace_slug text,
  workspace_name text,
  board_slug text,
  board_name text,
  number integer,
  title text,
  title_highlight text,
  status public.task_status,
  status_group public.column_group,
  column_name text,
  priority public.task_priority,
  assignee_id uuid,
  label_ids uuid[],
  matched_in text,
  snippet text,
  comment_id uuid,
  rank real
)
language plpgsql
stable
security invoker
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
begin
  return query
with input as (
    select
      left(btrim(search_page.query), 200) as q,
      private.search_tsquery(left(btrim(search_page.query), 200)) as tsq,
      -- The words for trigram matching: no excluded words (`-billing`), no quotes.
      btrim(regexp_replace(regexp_replace(left(btrim(search_page.query), 200), '(^|\s)-\S*', ' ', 'g'), '["()]', ' ', 'g')) as words,
      substring(btrim(search_page.query) from '^([[:alpha:]][[:alnum:]]*)[- ]?[0-9]+$') as key_prefix,
      substring(btrim(search_page.query) from '^(?:[[:alpha:]][[:alnum:]]*[- ]?)?#?([0-9]{1,9})$')::integer as key_number,
      greatest(1, least(coalesce(search_page.page_size, 20), 50)) as page_size
  ),
  scope as (
    select w.id, w.slug, w.name, upper(split_part(w.slug, '-', 1)) as key_prefix
    from public.workspaces w
    where search_page.in_workspace is null or w.slug = search_page.in_workspace
  ),
  ids as (select coalesce(array_agg(s.id), '{}') as ids from scope s),
  -- Materialized: the function's body is planned without the query's values, and a plan that
  -- put this lookup on the inner side of a join would run it once per task.
  candidates as materialized (
    select c.task_id, c.rank, c.kind
    from input i, ids,
      private.search_candidates(ids.ids, i.tsq, i.words, i.key_number is null,
        search_page.in_board, search_page.for_assignee, search_page.in_group,
        search_page.with_labels, i.page_size) c
  ),
  hits as (
    select c.task_id, c.rank, c.kind from candidates c
    union all
    select t.id, 10, 'key'
    from public.tasks t, input i, scope s
    where t.workspace_id = s.id and t.number = i.key_number
      and (i.key_prefix is null
        or upper(i.key_prefix) = s.key_prefix
        or extensions.similarity(upper(i.key_prefix), s.key_prefix) >= 0.3)
  ),
  best as materialized (
    select h.task_id, max(h.rank)::real as rank, bool_or(h.kind = 'key') as by_key
    from hits h
    group by h.task_id
  ),
  top as (
    select t.*, b.rank, b.by_key, s.slug as ws_slug, s.name as ws_name,
      bd.slug as bd_slug, bd.name as bd_name, c.status_group as col_group, c.name as col_name
    from best b
    -- Each found task by its key (`limit 1` keeps the planner from turning this back into a join
    -- it may run as a loop over every task of the workspace: its estimates do not know the filters).
    cross join lateral (select t0.* from public.tasks t0 where t0.id = b.task_id limit 1) t
    join scope s on s.id = t.workspace_id
    join public.boards bd on bd.id = t.board_id
    join public.board_columns c on c.id = t.column_id
    where (search_page.for_assignee is null or t.assignee_id = search_page.for_assignee)
      and (search_page.in_board is null or bd.slug = search_page.in_board)
      and (search_page.in_group is null or c.status_group = search_page.in_group)
      and (search_page.with_labels is null or cardinality(search_page.with_labels) = 0
        or t.label_ids && search_page.with_labels)
    order by b.rank desc, t.updated_at desc, t.id
    limit greatest(1, least(coalesce(search_page.page_size, 20), 50))
  )
  select
    t.id, t.workspace_id, t.ws_slug, t.ws_name, t.bd_slug, t.bd_name, t.number, t.title,
    case when m.in_title then private.search_headline(t.title, i.tsq, true) else t.title end,
    t.status, t.col_group, t.col_name, t.priority, t.assignee_id, t.label_ids,
    case
      when t.by_key then 'key'
      when m.in_title then 'title'
      when m.in_description then 'description'
      when c.id is not null then 'comment'
      else 'title'
    end,
    case
      when t.by_key or m.in_title then null
      when m.in_description then private.search_headline(t.description, i.tsq, false)
      when c.id is not null then private.search_headline(c.body, i.tsq, false)
    end,
    c.id,
    t.rank
  from top t
  cross join input i
  cross join lateral (
    select
      to_tsvector('english'::regconfig, t.title) @@ i.tsq as in_title,
      to_tsvector('english'::regconfig, t.description) @@ i.tsq as in_description
  ) m
  left join lateral (
    select c.id, c.body
    from public.comments c
    where not m.in_title and not m.in_description and not t.by_key
      and c.task_id = t.id and to_tsvector('english'::regconfig, c.body) @@ i.tsq
    order by c.created_at desc
    limit 1
  ) c on true
  order by t.rank desc, t.updated_at desc, t.id;
end;
$$;
revoke all on function private.search_page(text, text, text, uuid, public.column_group, uuid[], integer) from public;
grant execute on function private.search_page(text, text, text, uuid, public.column_group, uuid[], integer)
  to authenticated, service_role;

-- The API's function, unchanged in its arguments and results; the work is in private.search_page.
create or replace function public.search_tasks(
  query text,
  workspace_slug text default null,
  board_slug text default null,
  assignee uuid default null,
  status_group public.column_group default null,
  label_ids uuid[] default null,
  max_results integer default 20
)
returns table (
  task_id uuid,
  workspace_id uuid,
  workspace_slug text,
  workspace_name text,
  board_slug text,
  board_name text,
  number integer,
  title text,
  title_highlight text,
  status public.task_status,
  status_group public.column_group,
  column_name text,
  priority public.task_priority,
  assignee_id uuid,
  label_ids uuid[],
  matched_in text,
  snippet text,
  comment_id uuid,
  rank real
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.search_page(query, workspace_slug, board_slug, assignee, status_group, label_ids, max_results);
$$;
