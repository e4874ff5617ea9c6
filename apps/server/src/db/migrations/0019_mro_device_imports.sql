CREATE TABLE "mro_device_import_errors" (
	"import_id" text NOT NULL,
	"line" integer NOT NULL,
	"participant" text NOT NULL,
	"serial" text NOT NULL,
	"vehicle" text NOT NULL,
	"message" text NOT NULL,
	"message_key" text NOT NULL,
	CONSTRAINT "mro_device_import_errors_import_id_line_pk" PRIMARY KEY("import_id","line")
);
--> statement-breakpoint
CREATE TABLE "mro_device_imports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"created_by" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows" jsonb NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"registrations" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"notified" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mro_device_imports_status_check" CHECK ("mro_device_imports"."status" in ('queued', 'running', 'completed', 'failed')),
	CONSTRAINT "mro_device_imports_done_check" CHECK ("mro_device_imports"."done" between 0 and "mro_device_imports"."total")
);
--> statement-breakpoint
ALTER TABLE "mro_device_import_errors" ADD CONSTRAINT "mro_device_import_errors_import_id_mro_device_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."mro_device_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mro_device_imports_created_at_idx" ON "mro_device_imports" USING btree ("created_at");