-- A statement and its transaction reference each other (participant_statements.transaction_id and
-- transactions.statement_id). With both foreign keys checked per SQL statement, the pair could only
-- be written in one SQL statement, so the statements module wrote billing's table. Both keys are now
-- DEFERRABLE INITIALLY DEFERRED: checked at COMMIT, so statements inserts (or deletes) the statement
-- and billing its transaction, in two SQL statements of one database transaction.
--
-- ON DELETE becomes NO ACTION (was RESTRICT): PostgreSQL never defers a RESTRICT action. A deletion
-- that leaves a reference dangling still fails (23503), now at COMMIT (at the end of the statement
-- outside an explicit transaction), unless `SET CONSTRAINTS ... IMMEDIATE` asks for the check earlier.
--
-- drizzle-kit cannot express DEFERRABLE: the schema (src/db/schema/billing.ts) and the snapshot say
-- ON DELETE no action, and a future migration that recreates these keys must keep the deferral.
ALTER TABLE "participant_statements" DROP CONSTRAINT "participant_statements_transaction_id_transactions_id_fk";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_statement_id_participant_statements_id_fk";--> statement-breakpoint
ALTER TABLE "participant_statements" ADD CONSTRAINT "participant_statements_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_statement_id_participant_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."participant_statements"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;
