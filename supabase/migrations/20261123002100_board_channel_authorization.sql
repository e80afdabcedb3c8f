-- Issue 12.7: the board's presence channel `board:<workspace id>` is private. Supabase Realtime
-- Authorization admits a subscriber to a private channel when RLS on realtime.messages lets them
-- SELECT a message of its topic (realtime.topic()), and lets them send when it lets them INSERT.
-- Only members of the workspace may do either; any other topic stays closed.

-- The workspace a board topic names, or null for anything else (no cast error on a bad topic).
create function private.board_topic_workspace(topic text)
returns uuid
language sql
immutable
set search_path = ''
as $$
  select case
    when topic ~ '^board:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then substr(topic, 7)::uuid
  end;
$$;

revoke all on function private.board_topic_workspace(text) from public;
grant execute on function private.board_topic_workspace(text) to authenticated, service_role;

create policy "board channels: members receive broadcast and presence"
  on realtime.messages for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and (select private.is_member(private.board_topic_workspace((select realtime.topic())))) is true
  );

create policy "board channels: members send broadcast and presence"
  on realtime.messages for insert to authenticated
  with check (
    extension in ('broadcast', 'presence')
    and (select private.is_member(private.board_topic_workspace((select realtime.topic())))) is true
  );
