-- Audit trail (DOMAIN.md "Privacy", ARCHITECTURE.md "Principles"): every insert, change and removal of
-- business data is recorded in audit_events by a row trigger, with the acting user read from the
-- transaction setting app.actor (set by withActor in src/db/actor.ts), or 'system' when unset.
--
--   key        '<table>#<primary key value>' (several key columns are joined with '#')
--   event_name INSERT, MODIFY or REMOVE
--   diff       [{key, old, new}] with column names as keys: every column on INSERT and REMOVE,
--              only the changed columns on MODIFY (updated_at ignored; an update that changes
--              nothing else records nothing)
--   username   the row's username column, when the table has one
--   updated_by current_setting('app.actor'), else 'system'
--   note       current_setting('app.audit_note'), when set
--
-- Secret and location columns are recorded as '[redacted]' (the change is visible, the value is not):
-- provider tokens must never be exposed, and GPS data must not outlive its retention period here.
--
-- A table added later is audited with: select audit_enable('<table>'[, array['<secret column>']]);
-- Not audited: the identity store (users, sessions, accounts, verifications, auth_throttle), the
-- trail itself, trip_bins (GPS points), webhook_events (raw deliveries) and epa_vehicles (public
-- reference data re-imported from a file).

CREATE OR REPLACE FUNCTION audit_redact(column_name text, value jsonb, redacted text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN column_name = ANY (redacted) AND value IS NOT NULL AND value <> 'null'::jsonb THEN to_jsonb('[redacted]'::text)
    ELSE value
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pk_columns text[] := string_to_array(TG_ARGV[0], ',');
  redacted text[] := coalesce(string_to_array(nullif(TG_ARGV[1], ''), ','), '{}'::text[]);
  old_row jsonb;
  new_row jsonb;
  row_data jsonb;
  row_key text;
  event text;
  changes jsonb;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_row := to_jsonb(OLD);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_row := to_jsonb(NEW);
  END IF;
  row_data := coalesce(new_row, old_row);

  IF TG_OP = 'INSERT' THEN
    event := 'INSERT';
    SELECT coalesce(jsonb_agg(jsonb_build_object('key', n.key, 'old', NULL, 'new', audit_redact(n.key, n.value, redacted))
                              ORDER BY n.key), '[]'::jsonb)
      INTO changes
      FROM jsonb_each(new_row) AS n;
  ELSIF TG_OP = 'DELETE' THEN
    event := 'REMOVE';
    SELECT coalesce(jsonb_agg(jsonb_build_object('key', o.key, 'old', audit_redact(o.key, o.value, redacted), 'new', NULL)
                              ORDER BY o.key), '[]'::jsonb)
      INTO changes
      FROM jsonb_each(old_row) AS o;
  ELSE
    event := 'MODIFY';
    SELECT coalesce(jsonb_agg(jsonb_build_object('key', n.key,
                                                 'old', audit_redact(n.key, o.value, redacted),
                                                 'new', audit_redact(n.key, n.value, redacted))
                              ORDER BY n.key), '[]'::jsonb)
      INTO changes
      FROM jsonb_each(new_row) AS n
      JOIN jsonb_each(old_row) AS o ON o.key = n.key
     WHERE n.value IS DISTINCT FROM o.value
       AND n.key <> 'updated_at';
    IF changes = '[]'::jsonb THEN
      RETURN NULL;
    END IF;
  END IF;

  SELECT TG_TABLE_NAME || '#' || string_agg(coalesce(row_data ->> c, ''), '#' ORDER BY ord)
    INTO row_key
    FROM unnest(pk_columns) WITH ORDINALITY AS pk(c, ord);

  INSERT INTO audit_events (key, event_name, diff, note, username, updated_by)
  VALUES (
    row_key,
    event,
    changes,
    nullif(current_setting('app.audit_note', true), ''),
    CASE WHEN row_data ? 'username' THEN row_data ->> 'username' END,
    coalesce(nullif(current_setting('app.actor', true), ''), 'system')
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Attaches audit_row() to a table, passing its primary-key columns and the columns to redact.
CREATE OR REPLACE FUNCTION audit_enable(tbl regclass, redacted text[] DEFAULT '{}'::text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  pk text;
BEGIN
  SELECT string_agg(a.attname, ',' ORDER BY k.ord)
    INTO pk
    FROM pg_index i
   CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
   WHERE i.indrelid = tbl AND i.indisprimary;
  IF pk IS NULL THEN
    RAISE EXCEPTION 'audit_enable: table % has no primary key', tbl;
  END IF;
  EXECUTE format('DROP TRIGGER IF EXISTS audit_row ON %s', tbl);
  EXECUTE format(
    'CREATE TRIGGER audit_row AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row(%L, %L)',
    tbl, pk, array_to_string(redacted, ',')
  );
END
$$;
--> statement-breakpoint
-- The trail is append-only.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
SELECT audit_enable('participants');
--> statement-breakpoint
SELECT audit_enable('pilot_programs');
--> statement-breakpoint
SELECT audit_enable('configurations');
--> statement-breakpoint
SELECT audit_enable('invitations');
--> statement-breakpoint
SELECT audit_enable('vehicles', array['locations']);
--> statement-breakpoint
SELECT audit_enable('participant_connections', array['authorization_code', 'access_token', 'refresh_token']);
--> statement-breakpoint
SELECT audit_enable('mileage_reporting_options');
--> statement-breakpoint
SELECT audit_enable('payment_cards', array['token']);
--> statement-breakpoint
SELECT audit_enable('mileage_reports');
--> statement-breakpoint
SELECT audit_enable('trips', array['polyline', 'polylines']);
--> statement-breakpoint
SELECT audit_enable('trip_segments', array['polylines']);
--> statement-breakpoint
SELECT audit_enable('trip_adjustments');
--> statement-breakpoint
SELECT audit_enable('mro_events');
--> statement-breakpoint
SELECT audit_enable('participant_statements');
--> statement-breakpoint
SELECT audit_enable('transactions');
--> statement-breakpoint
SELECT audit_enable('notifications');
--> statement-breakpoint
SELECT audit_enable('participant_inquiries');
--> statement-breakpoint
SELECT audit_enable('inquiry_comments');
--> statement-breakpoint
SELECT audit_enable('surveys');
--> statement-breakpoint
SELECT audit_enable('mro_rates');
--> statement-breakpoint
SELECT audit_enable('cordons');
--> statement-breakpoint
SELECT audit_enable('tods');
--> statement-breakpoint
SELECT audit_enable('tolls');
--> statement-breakpoint
SELECT audit_enable('toll_gantries');
