CREATE SEQUENCE "public"."participant_account_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "configurations" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"value" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failure_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"username" text PRIMARY KEY NOT NULL,
	"account_no" bigint DEFAULT nextval('participant_account_no_seq') NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"phone_number" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"extended_postal_code" text,
	"preferred_contact_type" text,
	"gender" text,
	"age_group" text,
	"status" text DEFAULT 'created' NOT NULL,
	"status_message" text,
	"government_affiliation" text,
	"mro_data_provider_preference" text,
	"mro_device_preference" text,
	"mro_manual_capture" boolean DEFAULT false NOT NULL,
	"onboarded_date" timestamp (3) with time zone,
	"first_data_received_date" timestamp (3) with time zone,
	"closed_date" timestamp (3) with time zone,
	"closed_reason" text,
	"closed_by" text,
	"participant_pilot_program_id" text,
	"road_charge_credit_cents" bigint DEFAULT 0 NOT NULL,
	"sum_fuel_tax_credit_cents" bigint DEFAULT 0 NOT NULL,
	"sum_mileage_user_fee_cents" bigint DEFAULT 0 NOT NULL,
	"has_integrity_violation" boolean DEFAULT false NOT NULL,
	"is_billing_overdue" boolean DEFAULT false NOT NULL,
	"is_billing_default" boolean DEFAULT false NOT NULL,
	"is_inactive" boolean DEFAULT false NOT NULL,
	"is_vin_mismatch" boolean DEFAULT false NOT NULL,
	"is_legislator" boolean DEFAULT false NOT NULL,
	"is_vip" boolean DEFAULT false NOT NULL,
	"is_government_employee" boolean DEFAULT false NOT NULL,
	"is_california_elected" boolean DEFAULT false NOT NULL,
	"agree_global_participant_agreement" boolean DEFAULT false NOT NULL,
	"agree_global_privacy_policy" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "participants_account_no_unique" UNIQUE("account_no"),
	CONSTRAINT "participants_status_check" CHECK ("participants"."status" in ('created', 'onboarded', 'approved', 'active', 'suspended', 'flagged', 'closed')),
	CONSTRAINT "participants_language_check" CHECK ("participants"."language" in ('en', 'es'))
);
--> statement-breakpoint
CREATE TABLE "pilot_programs" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"description" text,
	"is_device_required" boolean DEFAULT false NOT NULL,
	"is_gps_required" boolean DEFAULT false NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilot_programs_short_name_unique" UNIQUE("short_name")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_username_users_id_fk" FOREIGN KEY ("username") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_participant_pilot_program_id_pilot_programs_id_fk" FOREIGN KEY ("participant_pilot_program_id") REFERENCES "public"."pilot_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "participants_status_created_idx" ON "participants" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "participants_created_idx" ON "participants" USING btree ("created_at","username");--> statement-breakpoint
CREATE INDEX "participants_email_idx" ON "participants" USING btree ("email");--> statement-breakpoint
CREATE INDEX "participants_onboarded_idx" ON "participants" USING btree ("onboarded_date");