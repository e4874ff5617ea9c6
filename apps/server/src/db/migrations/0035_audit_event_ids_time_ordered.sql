-- Audit events get time-ordered ids (UUID version 7: 48 bits of Unix milliseconds, then random bits).
-- A statement run links millions of segments and writes one MODIFY event for each. With random ids
-- every event went to a random page of the primary-key index; once that index outgrew the buffer
-- cache, most inserts read and dirtied a page of their own. Time-ordered ids go to its right-hand end.
-- As text, the lower-case hex sorts in time order. PostgreSQL 15 has no uuidv7(): made from a random
-- (version 4) UUID, its first 48 bits replaced by the time and its version bits set to 0111.
CREATE OR REPLACE FUNCTION uuid_time_ordered() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
           set_bit(set_bit(
             overlay(uuid_send(gen_random_uuid())
                     PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
                     FROM 1 FOR 6),
             52, 1), 53, 1),
           'hex')::uuid
$$;
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "event_id" SET DEFAULT uuid_time_ordered()::text;
