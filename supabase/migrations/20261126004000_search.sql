-- Search over task keys, titles, descriptions and comments (docs/search.md).
--
-- One security-invoker function, public.search_tasks, under the callers' RLS: it never filters by
-- membership itself, so a non-member (or a workspace slug they are not in) gets no rows and no
-- error. Full text with weights (title A > description B > comments C), websearch syntax plus a
-- prefix on the word being typed, trigram word similarity for typos in titles and for keys
-- (`ACME-12`, `acme12`, `ACM-12`), highlighted snippets.
--
-- The documents: public.task_search holds one tsvector per task (title A, description B, comments
-- C), rewritten by triggers on tasks and comments whenever one of those texts changes. A separate
-- table rather than a column on tasks keeps the vector out of the API's Task rows and out of
-- realtime payloads. It is stored uncompressed in the row (toast_tuple_target): a typical document
-- is ~2 kB, just over the default TOAST threshold, and decompressing it for every row a search
-- reads tripled the time of a search (docs/decisions/search-under-rls.md).
--
-- Indexes: GIN on task_search.document and a trigram GIN on tasks.title. Postgres uses an index
-- for a condition under RLS only when its operator is LEAKPROOF, and `@@` / `<%` are not (only a
-- superuser may change that, which hosted Supabase does not allow). So for a signed-in caller the
-- plan reaches rows through the workspace (the explicit `workspace_id = any(…)` is a leakproof
-- uuid comparison) and tests the stored vector per row; the GIN indexes serve callers without RLS
-- (service role). The trigram pass over titles only runs when full text found fewer than five
-- tasks (a typo) and the query is not a key, as it reads every title of the caller's workspaces.

create extension if not exists pg_trgm with schema extensions;

create table public.task_search (
  task_id uuid primary key references public.tasks (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  document tsvector not null default ''::tsvector
) with (toast_tuple_target = 8160);

comment on table public.task_search is 'Search documents, one per task, written by triggers only: title (A), description (B), comments (C).';

create index task_search_workspace_idx on public.task_search (workspace_id);
create index task_search_document_idx on public.task_search using gin (document);
create index tasks_title_trgm_idx on public.tasks using gin (title extensions.gin_trgm_ops);

-- The 'english' configuration is named, not read from default_text_search_config, so the same
-- text always gives the same document.
create function private.task_document(task uuid)
returns tsvector
language sql
stable
set search_path = ''
as $$
  select setweight(to_tsvector('english'::regconfig, t.title), 'A')
    || setweight(to_tsvector('english'::regconfig, t.description), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(
      (select string_agg(c.body, E'\n') from public.comments c where c.task_id = t.id), '')), 'C')
  from public.tasks t
  where t.id = task;
$$;

-- Definer: the document follows every write, whoever made it and whatever they may read.
create function private.task_search_refresh()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'tasks' and tg_op = 'INSERT' then
    insert into public.task_search (task_id, workspace_id, document)
    values (new.id, new.workspace_id, private.task_document(new.id));
  elsif tg_table_name = 'tasks' then
    update public.task_search set document = private.task_document(new.id) where task_id = new.id;
  elsif tg_op = 'DELETE' then
    -- A comment deleted with its task (cascade) leaves nothing to rewrite.
    update public.task_search set document = private.task_document(old.task_id)
    where task_id = old.task_id and exists (select 1 from public.tasks t where t.id = old.task_id);
  else
    update public.task_search set document = private.task_document(new.task_id) where task_id = new.task_id;
  end if;
  return null;
end;
$$;

create trigger task_search_after_insert
  after insert on public.tasks
  for each row execute function private.task_search_refresh();

create trigger task_search_after_update
  after update of title, description on public.tasks
  for each row when (old.title is distinct from new.title or old.description is distinct from new.description)
  execute function private.task_search_refresh();

create trigger task_search_after_comment_insert_delete
  after insert or delete on public.comments
  for each row execute function private.task_search_refresh();

create trigger task_search_after_comment_update
  after update of body on public.comments
  for each row when (old.body is distinct from new.body)
  execute function private.task_search_refresh();

insert into public.task_search (task_id, workspace_id, document)
select t.id, t.workspace_id, private.task_document(t.id)
from public.tasks t;

alter table public.task_search enable row level security;

create policy "task_search: members read"
  on public.task_search for select to authenticated
  using (workspace_id in (select private.member_workspace_ids()));

revoke all on public.task_search from anon, authenticated;
grant select on public.task_search to authenticated;

-- The full-text query for what the user typed: websearch syntax, and while the last word is still
-- being typed (no space after it, not negated, not inside quotes) also that word as a prefix, so
-- `webho` finds "webhook". The prefix goes through the 'simple' configuration (no stemming: a
-- partial word has no stem) and matches the stemmed lexemes it starts.
create function private.search_tsquery(query text)
returns tsquery
language sql
immutable
set search_path = ''
as $$
  with typed as (
    select query as q, substring(query from '([[:alnum:]]+)$') as last
  )
  select case
    when last is null or char_length(last) < 2
      or q ~ ('-' || last || '$')
      or (char_length(q) - char_length(replace(q, '"', ''))) % 2 = 1
      then websearch_to_tsquery('english'::regconfig, q)
    else websearch_to_tsquery('english'::regconfig, q)
      || (websearch_to_tsquery('english'::regconfig, left(q, char_length(q) - char_length(last)))
        && to_tsquery('simple'::regconfig, last || ':*'))
  end
  from typed;
$$;

-- Highlights are marked with two private-use characters (U+E000 … U+E001) rather than HTML:
-- the text is the user's own, and the client renders the marks as elements, escaping the rest.
create function private.search_headline(body text, query tsquery, whole boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select ts_headline('english'::regconfig, body, query,
    case when whole then 'HighlightAll=true, ' else 'MaxWords=24, MinWords=8, MaxFragments=1, ' end
      || 'StartSel=' || chr(57344) || ', StopSel=' || chr(57345));
$$;

revoke all on function private.search_tsquery(text), private.search_headline(text, tsquery, boolean),
  private.task_document(uuid), private.task_search_refresh() from public;
grant execute on function private.search_tsquery(text), private.search_headline(text, tsquery, boolean)
  to authenticated, service_role;

-- Keys: `ACME-12`, `acme 12`, `ACME12` and typos of the prefix (`ACM-12`) — the number must be
-- exact, the prefix (the slug's first word, upper-cased, as the app prints it) trigram-similar.
-- Filters: a board (its slug in the workspace), an assignee, a column group (the status group:
-- backlog, unstarted, started, completed, canceled) and labels (a task with any of them).
create function public.search_tasks(
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
-- A typo of one letter in a 7-letter word (`paymnet`) shares half its trigrams with the word.
set pg_trgm.word_similarity_threshold = 0.4
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
  ids as (select array_agg(s.id) as ids from scope s),
  text_hits as materialized (
    select d.task_id, ts_rank(d.document, i.tsq) as rank
    from public.task_search d, input i, ids
    where d.workspace_id = any (ids.ids) and d.document @@ i.tsq
  ),
  hits as (
    select h.task_id, h.rank, 'text' as kind from text_hits h
    union all
    select t.id, 0.05 * extensions.word_similarity(i.words, t.title), 'title'
    from public.tasks t, input i, ids
    where (select count(*) from text_hits) < 5 and i.key_number is null
      and t.workspace_id = any (ids.ids) and char_length(i.words) >= 3
      and i.words operator(extensions.<%) t.title
    union all
    select t.id, 10, 'key'
    from public.tasks t, input i, scope s
    where t.workspace_id = s.id and t.number = i.key_number
      and (i.key_prefix is null
        or upper(i.key_prefix) = s.key_prefix
        or extensions.similarity(upper(i.key_prefix), s.key_prefix) >= 0.3)
  ),
  best as (
    select h.task_id, max(h.rank)::real as rank, bool_or(h.kind = 'key') as by_key
    from hits h
    group by h.task_id
  ),
  top as (
    select t.*, b.rank, b.by_key, s.slug as ws_slug, s.name as ws_name,
      bd.slug as bd_slug, bd.name as bd_name, c.status_group as col_group, c.name as col_name
    from best b
    join public.tasks t on t.id = b.task_id
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

comment on function public.search_tasks(text, text, text, uuid, public.column_group, uuid[], integer) is
  'Tasks matching `query` in the caller''s workspaces (RLS), best first; highlights marked with U+E000…U+E001.';

revoke all on function public.search_tasks(text, text, text, uuid, public.column_group, uuid[], integer) from public, anon;
grant execute on function public.search_tasks(text, text, text, uuid, public.column_group, uuid[], integer) to authenticated, service_role;
