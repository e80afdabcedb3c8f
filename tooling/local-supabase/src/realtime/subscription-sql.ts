/**
 * What Realtime's subscription insert checks, for one postgres_changes binding
 * (`Subscriptions.create` plus the `realtime.subscription_check_filters` trigger of its
 * 20260626120000_readd_postgrest_filter_ops migration): which publication tables it matches
 * (LIKE, as upstream), and for each, that every filter names a column the subscriber's role may
 * select, that values cast to the column's type, that operators suit it, and that select names
 * selectable columns. It raises the same exceptions with the same texts, and returns how many
 * tables matched (0 means "Realtime is not enabled" for the binding).
 */
export const SUBSCRIPTION_CHECK_SQL = `
create or replace function realtime.cast(val text, type_ regtype) returns jsonb
language plpgsql immutable as $$
declare
  res jsonb;
begin
  if type_::text = 'bytea' then
    return to_jsonb(val);
  end if;
  execute format('select to_jsonb(%L::'|| type_::text || ')', val) into res;
  return res;
end $$;

create or replace function realtime.check_subscription(
  p_schema text, p_table text, p_role text, p_filters jsonb, p_select text[]
) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  entity_ regclass;
  tables integer := 0;
  col_names text[];
  filter record;
  col_type regtype;
  in_val jsonb;
  selected_col text;
begin
  for entity_ in
    select format('%I.%I', pub.schemaname, pub.tablename)::regclass
    from pg_catalog.pg_publication_tables pub
    where pub.pubname = 'supabase_realtime'
      and pub.schemaname like (case p_schema when '*' then '%' else p_schema end) escape ''
      and pub.tablename like (case p_table when '*' then '%' else p_table end) escape ''
  loop
    tables := tables + 1;
    col_names := coalesce((
      select array_agg(a.attname::text order by a.attnum)
      from pg_catalog.pg_attribute a
      where a.attrelid = entity_ and a.attnum > 0 and not a.attisdropped
        and pg_catalog.has_column_privilege(p_role, a.attrelid, a.attnum, 'SELECT')
    ), '{}');
    -- realtime.subscription.claims_role is realtime.to_regrole(claims ->> 'role').
    perform p_role::regrole;
    for filter in
      select * from jsonb_to_recordset(p_filters) as f(column_name text, op text, value text)
    loop
      if not filter.column_name = any(col_names) then
        raise exception 'invalid column for filter %', filter.column_name;
      end if;
      col_type := (
        select atttypid::regtype from pg_catalog.pg_attribute
        where attrelid = entity_ and attname = filter.column_name
      );
      if col_type is null then
        raise exception 'failed to lookup type for column %', filter.column_name;
      end if;
      if filter.op = 'in' then
        in_val := realtime.cast(filter.value, (col_type::text || '[]')::regtype);
        if coalesce(jsonb_array_length(in_val), 0) > 100 then
          raise exception 'too many values for \`in\` filter. Maximum 100';
        end if;
      elsif filter.op = 'is' then
        if filter.value not in ('null', 'true', 'false', 'unknown') then
          raise exception 'invalid value for is filter: must be null, true, false, or unknown';
        end if;
        if filter.value <> 'null' and col_type <> 'boolean'::regtype then
          raise exception 'is % filter requires a boolean column, got %', filter.value, col_type::text;
        end if;
      elsif filter.op in ('like', 'ilike') then
        if not exists (
          select 1 from pg_catalog.pg_operator where oprname = '~~' and oprleft = col_type
        ) then
          raise exception 'operator % requires a text-compatible column type, got %', filter.op, col_type::text;
        end if;
      elsif filter.op in ('match', 'imatch') then
        if not exists (
          select 1 from pg_catalog.pg_operator
          where oprname = case when filter.op = 'imatch' then '~*' else '~' end
            and oprleft = col_type and oprright = col_type and oprresult = 'boolean'::regtype
        ) then
          raise exception 'operator % requires a text-compatible column type, got %', filter.op, col_type::text;
        end if;
        begin
          perform '' ~ filter.value;
        exception when others then
          raise exception 'invalid regular expression for % filter: %', filter.op, sqlerrm;
        end;
      else
        perform realtime.cast(filter.value, col_type);
      end if;
    end loop;
    for selected_col in select * from unnest(p_select) loop
      if not selected_col = any(col_names) then
        raise exception 'invalid column for select %', selected_col;
      end if;
    end loop;
  end loop;
  return tables;
end $$;
`
