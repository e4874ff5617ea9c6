CREATE TABLE "payment_card_authorizations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"card_id" text,
	"username" text NOT NULL,
	"service_provider_key" text NOT NULL,
	"authorization_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"authorized_at" timestamp (3) with time zone NOT NULL,
	"reversed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_card_authorizations_status_check" CHECK ("payment_card_authorizations"."status" in ('authorized', 'reversed')),
	CONSTRAINT "payment_card_authorizations_amount_check" CHECK ("payment_card_authorizations"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_card_authorizations" ADD CONSTRAINT "payment_card_authorizations_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_card_authorizations" ADD CONSTRAINT "payment_card_authorizations_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_card_authorizations_card_id_idx" ON "payment_card_authorizations" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "payment_card_authorizations_username_created_idx" ON "payment_card_authorizations" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "payment_card_authorizations_status_idx" ON "payment_card_authorizations" USING btree ("status");--> statement-breakpoint
-- Audited like every business table (authorization ids are the provider's references, not secrets).
SELECT audit_enable('payment_card_authorizations');
