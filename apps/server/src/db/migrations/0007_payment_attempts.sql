CREATE TABLE "payment_attempts" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"transaction_id" text NOT NULL,
	"username" text NOT NULL,
	"kind" text NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"service_provider_key" text NOT NULL,
	"payment_method_id" text,
	"payment_method_token" text,
	"refunded_transaction_id" text,
	"charge_reference" text,
	"provider_reference" text,
	"message" text,
	"response" jsonb,
	"calls" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_kind_check" CHECK ("payment_attempts"."kind" in ('charge', 'refund')),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" in ('started', 'unknown', 'approved', 'declined')),
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount_cents" > 0),
	CONSTRAINT "payment_attempts_attempt_check" CHECK ("payment_attempts"."attempt" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_method" text,
	"charge_reference" text,
	"message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_operations_kind_check" CHECK ("sandbox_payment_operations"."kind" in ('charge', 'refund')),
	CONSTRAINT "sandbox_payment_operations_status_check" CHECK ("sandbox_payment_operations"."status" in ('approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_method_id_payment_cards_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_refunded_transaction_id_transactions_id_fk" FOREIGN KEY ("refunded_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_idempotency_key_idx" ON "payment_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_transaction_attempt_idx" ON "payment_attempts" USING btree ("transaction_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_transaction_open_idx" ON "payment_attempts" USING btree ("transaction_id") WHERE "payment_attempts"."status" in ('started', 'unknown');--> statement-breakpoint
CREATE INDEX "payment_attempts_refunded_transaction_id_idx" ON "payment_attempts" USING btree ("refunded_transaction_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_method_id_idx" ON "payment_attempts" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_status_created_idx" ON "payment_attempts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_username_created_idx" ON "payment_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payment_operations_reference_idx" ON "sandbox_payment_operations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "sandbox_payment_operations_charge_reference_idx" ON "sandbox_payment_operations" USING btree ("charge_reference");--> statement-breakpoint
CREATE INDEX "sandbox_payment_operations_created_idx" ON "sandbox_payment_operations" USING btree ("created_at");--> statement-breakpoint
-- Payment attempts are money records: audited, with the provider's payment-method id redacted.
-- sandbox_payment_operations is the sandbox provider's own ledger, not our business data: not audited.
SELECT audit_enable('payment_attempts', array['payment_method_token']);
