CREATE TABLE "webhook_sources" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"description" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tolls" ADD COLUMN "fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tolls" ADD CONSTRAINT "tolls_fee_cents_check" CHECK ("tolls"."fee_cents" >= 0);