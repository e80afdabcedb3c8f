-- Everything the board screen reads, in one call (docs/decisions/board-pages.md, "One read for
-- the board screen"): the workspace's open boards, the board shown, its columns, the workspace's
-- labels and members, the first page of each column and every column's counts. The page asked
-- for them in six requests (seven for a board named in the address); each one costs the REST
-- layer its own transaction and session check, which on the local backend was most of a load. Security invoker: every row is
-- read under the caller's RLS, as the separate reads were, so a non-member gets no boards and no
-- board.
--
-- The board shown: the open board named `board_slug`, else the open board whose slug is
-- `last_board_slug` (the board this browser last opened), else the first open board. When there
-- is none (an unknown or archived `board_slug`, no open board), `board` is null and nothing but
-- `boards` is read. Each part has the shape and order of the query it replaces in
-- packages/supabase/src/queries (boards.ts, workspaces.ts, board-pages.ts).
create function public.board_screen(
  workspace_id uuid,
  board_slug text default null,
  last_board_slug text default null,
  page_size integer default 50,
  older_than timestamptz default null
)
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  open_boards jsonb;
  shown public.boards;
begin
  select coalesce(jsonb_agg(to_jsonb(b) order by b.created_at, b.id), '[]')
  into open_boards
  from public.boards b
  where b.workspace_id = board_screen.workspace_id and b.archived_at is null;

  if board_screen.board_slug is not null then
    select * into shown
    from public.boards b
    where b.workspace_id = board_screen.workspace_id and b.slug = board_screen.board_slug;
  else
    select * into shown
    from public.boards b
    where b.workspace_id = board_screen.workspace_id and b.archived_at is null
    order by b.slug = board_screen.last_board_slug desc nulls last, b.created_at, b.id
    limit 1;
  end if;

  if shown.id is null or shown.archived_at is not null then
    return jsonb_build_object('boards', open_boards, 'board', null);
  end if;

  return jsonb_build_object(
    'boards', open_boards,
    'board', to_jsonb(shown),
    'columns', (
      select coalesce(jsonb_agg(to_jsonb(c) order by c.position, c.id), '[]')
      from public.board_columns c
      where c.board_id = shown.id
    ),
    'labels', (
      select coalesce(jsonb_agg(to_jsonb(l) order by l.name, l.id), '[]')
      from public.labels l
      where l.workspace_id = board_screen.workspace_id
    ),
    'members', (
      select coalesce(jsonb_agg(
        jsonb_build_object(
          'user_id', m.user_id,
          'role', m.role,
          'joined_at', m.joined_at,
          'profile', jsonb_build_object(
            'id', p.id,
            'display_name', p.display_name,
            'avatar_path', p.avatar_path,
            'updated_at', p.updated_at
          )
        )
        order by m.role, m.joined_at
      ), '[]')
      from public.workspace_members m
      join public.profiles p on p.id = m.user_id
      where m.workspace_id = board_screen.workspace_id
    ),
    -- The page's own order (columns, then position and id), kept by its ordinality.
    'tasks', (
      select coalesce(jsonb_agg(to_jsonb(t) - 'description' - 'ordinality' order by t.ordinality), '[]')
      from public.board_task_page(
        shown.id,
        page_size => board_screen.page_size,
        older_than => board_screen.older_than
      ) with ordinality as t
    ),
    'counts', (
      select coalesce(jsonb_agg(to_jsonb(c)), '[]')
      from public.board_column_counts(shown.id, older_than => board_screen.older_than) c
    )
  );
end
$$;

revoke all on function public.board_screen(uuid, text, text, integer, timestamptz) from public, anon;
grant execute on function public.board_screen(uuid, text, text, integer, timestamptz)
  to authenticated, service_role;
