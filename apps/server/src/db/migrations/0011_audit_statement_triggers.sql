-- Audit trail with statement-level triggers. The row trigger of 0002 ran a PL/pgSQL function and
-- three queries for every row written; linking a month's ~40 trip segments per participant to a
-- statement spent most of its database time there. The same events are now written once per
-- statement, from its transition tables, in one INSERT ... SELECT per table and event.
--
-- The trail itself is unchanged (see 0002 for the format): same key, event_name, diff, username,
-- updated_by (app.actor, else 'system') and note (app.audit_note); MODIFY pairs the old and new
-- image of a row by primary key and records nothing for a row whose columns (updated_at aside) did
-- not change. A row's primary key is never changed by the application; if an update does change
-- one, the row trigger audit_row (now only AFTER UPDATE OF the key columns, when they differ) records
-- it exactly as before, since the statement trigger cannot pair such a row by key.
--
-- An UPDATE of many rows (statement generation links thousands of segments at once) is diffed by a
-- query written for the table's columns (audit_modify_sql), which compares typed values instead of
-- two JSON images per row; planning that query costs about a millisecond, so smaller updates use the
-- generic one. Both write the same events (src/db/__tests__/audit.test.ts compares them with the
-- events of audit_row()).
--
-- PostgreSQL allows transition tables only on single-event triggers: every audited table gets
-- audit_insert, audit_update and audit_delete, plus the key-change audit_row. audit_enable() keeps
-- its signature, so later migrations enable tables the same way.

-- '<primary key value>' of a row image (several key columns are joined with '#'), as in audit_row().
CREATE OR REPLACE FUNCTION audit_key(row_data jsonb, pk_columns text[]) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT string_agg(coalesce(row_data ->> c, ''), '#' ORDER BY ord)
    FROM unnest(pk_columns) WITH ORDINALITY AS pk(c, ord)
$$;
--> statement-breakpoint
-- The MODIFY insert for the transition tables audit_old/audit_new of `tbl`, written for its current
-- columns ($1 table name, $2 note, $3 actor). A column is compared as its own type when equal values
-- of that type always have equal JSON (so the result is the generic query's), otherwise as JSON
-- (floats among them: their JSON depends on extra_float_digits). Diff entries are in column-name
-- order, as the generic query's ORDER BY key.
CREATE OR REPLACE FUNCTION audit_modify_sql(tbl regclass, pk_columns text[], redacted text[]) RETURNS text
LANGUAGE plpgsql STABLE AS $fn$
DECLARE
  entries text;
  row_key text;
  pairs text;
  username_value text := 'NULL';
BEGIN
  SELECT string_agg(format(
           'CASE WHEN %s THEN jsonb_build_object(''key'', %L, ''old'', %s, ''new'', %s) END',
           CASE WHEN a.atttypid = ANY ('{text,varchar,int2,int4,int8,bool,numeric,jsonb,date,timestamp,timestamptz,uuid}'
                                       ::regtype[]::oid[])
                     AND coalesce((SELECT c.collisdeterministic FROM pg_collation c WHERE c.oid = a.attcollation), true)
                THEN format('o.%1$I IS DISTINCT FROM n.%1$I', a.attname)
                ELSE format('to_jsonb(o.%1$I) IS DISTINCT FROM to_jsonb(n.%1$I)', a.attname) END,
           a.attname,
           CASE WHEN a.attname = ANY (redacted)
                THEN format('CASE WHEN to_jsonb(o.%1$I) <> ''null''::jsonb THEN ''"[redacted]"''::jsonb'
                            ' ELSE to_jsonb(o.%1$I) END', a.attname)
                ELSE format('to_jsonb(o.%I)', a.attname) END,
           CASE WHEN a.attname = ANY (redacted)
                THEN format('CASE WHEN to_jsonb(n.%1$I) <> ''null''::jsonb THEN ''"[redacted]"''::jsonb'
                            ' ELSE to_jsonb(n.%1$I) END', a.attname)
                ELSE format('to_jsonb(n.%I)', a.attname) END),
         ', ' ORDER BY a.attname::text)
    INTO entries
    FROM pg_attribute a
   WHERE a.attrelid = tbl AND a.attnum > 0 AND NOT a.attisdropped AND a.attname <> 'updated_at';
  SELECT string_agg(format('coalesce(to_jsonb(n.%I) #>> ''{}'', '''')', c), ' || ''#'' || ' ORDER BY ord),
         string_agg(format('o.%1$I = n.%1$I', c), ' AND ' ORDER BY ord)
    INTO row_key, pairs
    FROM unnest(pk_columns) WITH ORDINALITY AS pk(c, ord);
  IF EXISTS (SELECT 1 FROM pg_attribute
              WHERE attrelid = tbl AND attname = 'username' AND attnum > 0 AND NOT attisdropped) THEN
    username_value := 'to_jsonb(n.username) #>> ''{}''';
  END IF;
  RETURN format(
    'INSERT INTO audit_events (key, event_name, diff, note, username, updated_by)'
    ' SELECT $1 || ''#'' || %s, ''MODIFY'', to_jsonb(c.changes), $2, %s, $3'
    '   FROM audit_new n JOIN audit_old o ON %s'
    '  CROSS JOIN LATERAL (SELECT array_remove(ARRAY[%s]::jsonb[], NULL) AS changes) c'
    '  WHERE cardinality(c.changes) > 0',
    row_key, username_value, pairs, coalesce(entries, ''));
END
$fn$;
--> statement-breakpoint
-- JIT is off: a transition table of thousands of rows makes these plans look costly enough to be
-- compiled on servers with JIT, which takes longer than running them.
CREATE OR REPLACE FUNCTION audit_statement() RETURNS trigger
LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  pk_columns text[] := string_to_array(TG_ARGV[0], ',');
  -- The usual single key column is read directly (audit_key() is a function call per row).
  pk_column text := CASE WHEN cardinality(pk_columns) = 1 THEN pk_columns[1] END;
  redacted text[] := coalesce(string_to_array(nullif(TG_ARGV[1], ''), ','), '{}'::text[]);
  audit_note text := nullif(current_setting('app.audit_note', true), '');
  actor text := coalesce(nullif(current_setting('app.actor', true), ''), 'system');
BEGIN
  -- The row_number() subqueries keep the rows in the order they were written and make each row's
  -- to_jsonb() run once. Redaction is audit_redact() written out: a call per column costs more than
  -- the rest of the diff (that function cannot be inlined).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO audit_events (key, event_name, diff, note, username, updated_by)
    SELECT TG_TABLE_NAME || '#' || CASE WHEN pk_column IS NOT NULL THEN coalesce(r.data ->> pk_column, '')
                                        ELSE audit_key(r.data, pk_columns) END,
           'INSERT',
           (SELECT coalesce(jsonb_agg(jsonb_build_object(
                                        'key', n.key,
                                        'old', NULL,
                                        'new', CASE WHEN n.key = ANY (redacted) AND n.value <> 'null'::jsonb
                                                    THEN '"[redacted]"'::jsonb ELSE n.value END)
                                      ORDER BY n.key), '[]'::jsonb)
              FROM jsonb_each(r.data) AS n),
           audit_note,
           r.data ->> 'username',
           actor
      FROM (SELECT to_jsonb(t) AS data, row_number() OVER () AS ord FROM audit_new t) AS r
     ORDER BY r.ord;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO audit_events (key, event_name, diff, note, username, updated_by)
    SELECT TG_TABLE_NAME || '#' || CASE WHEN pk_column IS NOT NULL THEN coalesce(r.data ->> pk_column, '')
                                        ELSE audit_key(r.data, pk_columns) END,
           'REMOVE',
           (SELECT coalesce(jsonb_agg(jsonb_build_object(
                                        'key', o.key,
                                        'old', CASE WHEN o.key = ANY (redacted) AND o.value <> 'null'::jsonb
                                                    THEN '"[redacted]"'::jsonb ELSE o.value END,
                                        'new', NULL)
                                      ORDER BY o.key), '[]'::jsonb)
              FROM jsonb_each(r.data) AS o),
           audit_note,
           r.data ->> 'username',
           actor
      FROM (SELECT to_jsonb(t) AS data, row_number() OVER () AS ord FROM audit_old t) AS r
     ORDER BY r.ord;
  ELSIF (SELECT count(*) FROM audit_new) >= 50 THEN
    -- Many rows: the typed query saves more than its planning costs.
    EXECUTE audit_modify_sql(TG_RELID, pk_columns, redacted) USING TG_TABLE_NAME, audit_note, actor;
  ELSE
    -- The old and new image of a row are paired by primary key. Both have the same columns, so a
    -- column's old value is a lookup in the old image.
    INSERT INTO audit_events (key, event_name, diff, note, username, updated_by)
    SELECT TG_TABLE_NAME || '#' || n.row_key, 'MODIFY', c.changes, audit_note, n.data ->> 'username', actor
      FROM (SELECT r.data, r.ord,
                   CASE WHEN pk_column IS NOT NULL THEN coalesce(r.data ->> pk_column, '')
                        ELSE audit_key(r.data, pk_columns) END AS row_key
              FROM (SELECT to_jsonb(t) AS data, row_number() OVER () AS ord FROM audit_new t) AS r) AS n
      JOIN (SELECT r.data,
                   CASE WHEN pk_column IS NOT NULL THEN coalesce(r.data ->> pk_column, '')
                        ELSE audit_key(r.data, pk_columns) END AS row_key
              FROM (SELECT to_jsonb(t) AS data, row_number() OVER () AS ord FROM audit_old t) AS r) AS o
        ON o.row_key = n.row_key
     CROSS JOIN LATERAL (
           SELECT jsonb_agg(jsonb_build_object(
                              'key', e.key,
                              'old', CASE WHEN e.key = ANY (redacted) AND o.data -> e.key <> 'null'::jsonb
                                          THEN '"[redacted]"'::jsonb ELSE o.data -> e.key END,
                              'new', CASE WHEN e.key = ANY (redacted) AND e.value <> 'null'::jsonb
                                          THEN '"[redacted]"'::jsonb ELSE e.value END)
                            ORDER BY e.key) AS changes
             FROM jsonb_each(n.data) AS e
            WHERE e.value IS DISTINCT FROM o.data -> e.key
              AND e.key <> 'updated_at') AS c
     WHERE c.changes IS NOT NULL
     ORDER BY n.ord;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Attaches the audit triggers to a table, passing its primary-key columns and the columns to redact.
CREATE OR REPLACE FUNCTION audit_enable(tbl regclass, redacted text[] DEFAULT '{}'::text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  pk text;
  pk_list text;
  old_key text;
  new_key text;
  args text;
BEGIN
  SELECT string_agg(a.attname, ',' ORDER BY k.ord),
         string_agg(quote_ident(a.attname), ', ' ORDER BY k.ord),
         string_agg('OLD.' || quote_ident(a.attname), ', ' ORDER BY k.ord),
         string_agg('NEW.' || quote_ident(a.attname), ', ' ORDER BY k.ord)
    INTO pk, pk_list, old_key, new_key
    FROM pg_index i
   CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
   WHERE i.indrelid = tbl AND i.indisprimary;
  IF pk IS NULL THEN
    RAISE EXCEPTION 'audit_enable: table % has no primary key', tbl;
  END IF;
  args := format('%L, %L', pk, array_to_string(redacted, ','));
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row ON %s', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS audit_insert ON %s', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS audit_update ON %s', tbl);
  EXECUTE format('DROP TRIGGER IF EXISTS audit_delete ON %s', tbl);
  EXECUTE format(
    'CREATE TRIGGER audit_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS audit_new'
    ' FOR EACH STATEMENT EXECUTE FUNCTION audit_statement(%s)', tbl, args);
  EXECUTE format(
    'CREATE TRIGGER audit_update AFTER UPDATE ON %s REFERENCING OLD TABLE AS audit_old NEW TABLE AS audit_new'
    ' FOR EACH STATEMENT EXECUTE FUNCTION audit_statement(%s)', tbl, args);
  EXECUTE format(
    'CREATE TRIGGER audit_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS audit_old'
    ' FOR EACH STATEMENT EXECUTE FUNCTION audit_statement(%s)', tbl, args);
  EXECUTE format(
    'CREATE TRIGGER audit_row AFTER UPDATE OF %s ON %s FOR EACH ROW'
    ' WHEN (ROW(%s) IS DISTINCT FROM ROW(%s)) EXECUTE FUNCTION audit_row(%s)',
    pk_list, tbl, old_key, new_key, args);
END
$$;
--> statement-breakpoint
-- Every table audited so far (by 0002 or a later migration) moves to the new triggers, keeping the
-- redacted columns it was enabled with (the row trigger's second argument).
DO $$
DECLARE
  audited record;
BEGIN
  FOR audited IN
    SELECT t.tgrelid::regclass AS tbl,
           coalesce(string_to_array(nullif(split_part(encode(t.tgargs, 'escape'), '\000', 2), ''), ','),
                    '{}'::text[]) AS redacted
      FROM pg_trigger t
     WHERE t.tgname = 'audit_row' AND NOT t.tgisinternal AND t.tgfoid = 'audit_row'::regproc
       AND (t.tgtype & 4) = 4  -- the 0002 trigger (on INSERT too), not a converted one
  LOOP
    PERFORM audit_enable(audited.tbl, audited.redacted);
  END LOOP;
END
$$;
