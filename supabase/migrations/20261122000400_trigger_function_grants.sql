-- Trigger functions are not API: Supabase's default privileges let anon and authenticated execute
-- every new function in public, so set_updated_at() showed up as an rpc anyone could call.
-- Triggers keep working: Postgres checks EXECUTE when a trigger is created, not when it fires.
revoke execute on function public.set_updated_at() from public, anon, authenticated;
