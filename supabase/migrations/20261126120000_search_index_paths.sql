-- Search through its indexes for signed-in callers, and search documents kept per statement
-- (docs/decisions/search-under-rls.md).
--
-- 1. Under RLS Postgres will not use an index for a non-leakproof operator (`@@`, `<%`), so a
--    signed-in search read every document of the caller's workspaces (p95 1.6–3.1 s at 10 000
--    tasks). The two index lookups now run in private.search_candidates, a security definer that
--    sees no RLS and so gets the GIN plans; it only answers for workspaces the caller belongs to
--    (private.member_workspace_ids(), the helper every workspace policy uses) and returns task ids
--    and ranks, nothing else. public.search_tasks stays security invoker: every row and text it
--    returns is read from tasks, boards, columns and comments under the caller's RLS, so the
--    candidates of a workspace the caller cannot read would be dropped there.
-- 2. The triggers that keep public.task_search were per row: a bulk insert of comments rewrote a
--    task's document once per comment. They are per statement now, with transition tables, and
--    rewrite each touched document once, set-based.

drop trigger task_search_after_insert on public.tasks;
drop trigger task_search_after_update on public.tasks;
drop trigger task_search_after_comment_insert_delete on public.comments;
drop trigger task_search_after_comment_update on public.comments;
drop function private.task_search_refresh();

-- The documents of these tasks, from their current title, description and comments. A task that
-- is gone (deleted with its comments) has no document row left to write.
create function private.task_search_rewrite(task_ids uuid[])
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  -- Most updates of tasks (moves, counts) change neither text: nothing to plan.
  if coalesce(cardinality(task_ids), 0) = 0 then
    return;
  end if;
  update public.task_search s
  set document = setweight(to_tsvector('english'::regconfig, t.title), 'A')
    || setweight(to_tsvector('english'::regconfig, t.description), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(c.body, '')), 'C')
  from public.tasks t
  left join (
    select c.task_id, string_agg(c.body, E'\n') as body
    from public.comments c
    where c.task_id = any (task_ids)
    group by c.task_id
  ) c on c.task_id = t.id
  where t.id = any (task_ids) and s.task_id = t.id;
end;
$$;

-- Definer: the document follows every write, whoever made it and whatever they may read.
create function private.task_search_after_tasks_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- A new task has no comments yet.
  insert into public.task_search (task_id, workspace_id, document)
  select n.id, n.workspace_id,
    setweight(to_tsvector('english'::regconfig, n.title), 'A')
      || setweight(to_tsvector('english'::regconfig, n.description), 'B')
  from new_rows n;
  return null;
end;
$$;

create function private.task_search_after_tasks_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.task_search_rewrite(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    where o.title is distinct from n.title or o.description is distinct from n.description));
  return null;
end;
$$;

create function private.task_search_after_comments_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform private.task_search_rewrite(array(select distinct n.task_id from new_rows n));
  elsif tg_op = 'DELETE' then
    perform private.task_search_rewrite(array(select distinct o.task_id from old_rows o));
  else
    perform private.task_search_rewrite(array(
      select distinct n.task_id from new_rows n join old_rows o on o.id = n.id
      where o.body is distinct from n.body));
  end if;
  return null;
end;
$$;

-- Transition tables allow one event per trigger and no column list, hence four triggers and the
-- change test inside the update functions.
create trigger task_search_after_insert
  after insert on public.tasks
  referencing new table as new_rows
  for each statement execute function private.task_search_after_tasks_insert();

create trigger task_search_after_update
  after update on public.tasks
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.task_search_after_tasks_update();

create trigger task_search_after_comment_insert
  after insert on public.comments
  referencing new table as new_rows
  for each statement execute function private.task_search_after_comments_change();

create trigger task_search_after_comment_delete
  after delete on public.comments
  referencing old table as old_rows
  for each statement execute function private.task_search_after_comments_change();

create trigger task_search_after_comment_update
  after update on public.comments
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.task_search_after_comments_change();

revoke all on function private.task_search_rewrite(uuid[]), private.task_search_after_tasks_insert(),
  private.task_search_after_tasks_update(), private.task_search_after_comments_change() from public;

-- The tasks matching a full-text query or, for a typo, trigram-similar to a title, in the given
-- workspaces the caller is a member of (or any, for the service role, which reads every row
-- anyway). Definer, so both lookups can use their GIN index; only ids and ranks come out.
create function private.search_candidates(workspace_ids uuid[], tsq tsquery, words text, by_title boolean)
returns table (task_id uuid, rank real, kind text)
language sql
stable
security definer
set search_path = ''
-- A typo of one letter in a 7-letter word (`paymnet`) shares half its trigrams with the word.
set pg_trgm.word_similarity_threshold = 0.4
as $$
  with readable as materialized (
    select coalesce(array_agg(w), '{}') as ids
    from unnest(workspace_ids) w
    where (select auth.role()) = 'service_role'
      or w in (select private.member_workspace_ids())
  ),
  text_hits as materialized (
    select d.task_id, ts_rank(d.document, search_candidates.tsq) as rank
    from public.task_search d, readable r
    where d.document @@ search_candidates.tsq and d.workspace_id = any (r.ids)
  )
  select h.task_id, h.rank, 'text' from text_hits h
  union all
  select t.id, (0.05 * extensions.word_similarity(search_candidates.words, t.title))::real, 'title'
  from public.tasks t, readable r
  where search_candidates.by_title and (select count(*) from text_hits) < 5
    and char_length(search_candidates.words) >= 3
    and search_candidates.words operator(extensions.<%) t.title
    and t.workspace_id = any (r.ids);
$$;

revoke all on function private.search_candidates(uuid[], tsquery, text, boolean) from public;
grant execute on function private.search_candidates(uuid[], tsquery, text, boolean) to authenticated, service_role;

-- As in 20261126004000_search.sql, but the full-text and title lookups go through
-- private.search_candidates; the workspaces it is asked about are those the caller reads (RLS).
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
  with input as (
    select
      left(btrim(query), 200) as q,
      private.search_tsquery(left(btrim(query), 200)) as tsq,
      -- The words for trigram matching: no excluded words (`-billing`), no quotes.
      btrim(regexp_replace(regexp_replace(left(btrim(query), 200), '(^|\s)-\S*', ' ', 'g'), '["()]', ' ', 'g')) as words,
      substring(btrim(query) from '^([[:alpha:]][[:alnum:]]*)[- ]?[0-9]+$') as key_prefix,
      substring(btrim(query) from '^(?:[[:alpha:]][[:alnum:]]*[- ]?)?#?([0-9]{1,9})$')::integer as key_number
  ),
  scope as (
    select w.id, w.slug, w.name, upper(split_part(w.slug, '-', 1)) as key_prefix
    from public.workspaces w
    where search_tasks.workspace_slug is null or w.slug = search_tasks.workspace_slug
  ),
  ids as (select coalesce(array_agg(s.id), '{}') as ids from scope s),
  -- Materialized: the function's body is planned without the query's values, and a plan that
  -- put this lookup on the inner side of a join would run it once per task.
  candidates as materialized (
    select c.task_id, c.rank, c.kind
    from input i, ids,
      private.search_candidates(ids.ids, i.tsq, i.words, i.key_number is null) c
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
    where (search_tasks.assignee is null or t.assignee_id = search_tasks.assignee)
      and (search_tasks.board_slug is null or bd.slug = search_tasks.board_slug)
      and (search_tasks.status_group is null or c.status_group = search_tasks.status_group)
      and (search_tasks.label_ids is null or cardinality(search_tasks.label_ids) = 0
        or t.label_ids && search_tasks.label_ids)
    order by b.rank desc, t.updated_at desc, t.id
    limit greatest(1, least(coalesce(max_results, 20), 50))
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
$$;

