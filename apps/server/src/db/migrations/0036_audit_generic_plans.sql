-- The audit trigger's statements are planned once per connection instead of at every write. Their
-- parameters (the key column, the redacted columns, the note, the actor) never change a plan's shape,
-- but each call of the trigger planned its INSERT again: about a third of a millisecond per delivered
-- trip. Large updates keep their typed query, which is built and planned per statement (EXECUTE).
ALTER FUNCTION audit_statement() SET plan_cache_mode = force_generic_plan;
