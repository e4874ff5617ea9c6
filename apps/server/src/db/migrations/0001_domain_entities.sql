CREATE TABLE "audit_events" (
	"event_id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key" text NOT NULL,
	"timestamp" timestamp (3) with time zone DEFAULT clock_timestamp() NOT NULL,
	"event_name" text NOT NULL,
	"diff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"username" text,
	"updated_by" text NOT NULL,
	CONSTRAINT "audit_events_event_name_check" CHECK ("audit_events"."event_name" in ('INSERT', 'MODIFY', 'REMOVE'))
);
--> statement-breakpoint
CREATE TABLE "participant_statements" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"month" text NOT NULL,
	"period_from" timestamp (3) with time zone NOT NULL,
	"period_to" timestamp (3) with time zone NOT NULL,
	"filename" text,
	"mileage_unit" text,
	"fuel_unit" text,
	"rif_fee" bigint DEFAULT 0 NOT NULL,
	"trip_dynamic_rate_basis" text,
	"trip_diesel_fuel_rate_metric" double precision,
	"mileage" double precision DEFAULT 0 NOT NULL,
	"fuel" double precision DEFAULT 0 NOT NULL,
	"trips" integer DEFAULT 0 NOT NULL,
	"mbuf_fee" bigint DEFAULT 0 NOT NULL,
	"cordon_fee" bigint DEFAULT 0 NOT NULL,
	"tod_fee" bigint DEFAULT 0 NOT NULL,
	"toll_fee" bigint DEFAULT 0 NOT NULL,
	"fuel_tax_credit" bigint DEFAULT 0 NOT NULL,
	"total_new_mileage_fee" bigint DEFAULT 0 NOT NULL,
	"total_new_adj_charges" bigint DEFAULT 0 NOT NULL,
	"total_new_chages" bigint DEFAULT 0 NOT NULL,
	"carryover_balance" bigint DEFAULT 0 NOT NULL,
	"balance" bigint,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"note" text,
	"is_processed" boolean DEFAULT false NOT NULL,
	"should_send_email_to_participant" boolean DEFAULT false NOT NULL,
	"trips_summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"adjustment_summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"vehicles_summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "participant_statements_month_check" CHECK ("participant_statements"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "participant_statements_period_check" CHECK ("participant_statements"."period_from" <= "participant_statements"."period_to")
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"type" text DEFAULT 'transaction' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"status_message" text,
	"description" text,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_method_id" text,
	"statement_id" text,
	"carryover_transaction_id" text,
	"retries" integer DEFAULT 0 NOT NULL,
	"paid_at" timestamp (3) with time zone,
	"payment_processor_response" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "transactions_type_check" CHECK ("transactions"."type" in ('transaction', 'refund')),
	CONSTRAINT "transactions_status_check" CHECK ("transactions"."status" in ('created', 'pending', 'processed', 'failed', 'due', 'overdue', 'default')),
	CONSTRAINT "transactions_retries_check" CHECK ("transactions"."retries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "epa_vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"cylinders" integer,
	"displacement" double precision,
	"trany" text,
	"fuel_type" text,
	"fuel_type1" text,
	"fuel_type2" text,
	"atv_type" text,
	"vehicle_class" text,
	"mpg_city" double precision,
	"mpg_highway" double precision,
	"mpg_combined" double precision,
	"kpl_city" double precision,
	"kpl_highway" double precision,
	"kpl_combined" double precision,
	"mpg_city_alt" double precision,
	"mpg_highway_alt" double precision,
	"mpg_combined_alt" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_comments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"inquiry_id" text NOT NULL,
	"username" text,
	"author" text NOT NULL,
	"body" text,
	"body_html" text,
	"type" text DEFAULT 'message' NOT NULL,
	"status" text DEFAULT 'unread' NOT NULL,
	"email_payload" jsonb,
	"email_s3_key" text,
	"email_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "inquiry_comments_author_check" CHECK ("inquiry_comments"."author" in ('admin', 'participant')),
	CONSTRAINT "inquiry_comments_type_check" CHECK ("inquiry_comments"."type" in ('message', 'note')),
	CONSTRAINT "inquiry_comments_status_check" CHECK ("inquiry_comments"."status" in ('unread', 'read'))
);
--> statement-breakpoint
CREATE TABLE "participant_inquiries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text,
	"assignee" text DEFAULT 'unassigned' NOT NULL,
	"category" text,
	"subject" text,
	"body" text,
	"body_html" text,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text,
	"email" text,
	"email_original_message_id" text,
	"email_s3_key" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "participant_inquiries_status_check" CHECK ("participant_inquiries"."status" in ('new', 'inProgress', 'awaitingCustomerResponse', 'responseReceived', 'awaitingInternal', 'closed')),
	CONSTRAINT "participant_inquiries_category_check" CHECK ("participant_inquiries"."category" in ('Policy Question', 'Tech Support', 'Account Question', 'Incentives', 'Mileage Reporting', 'Other'))
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" text NOT NULL,
	"pilot_short_name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "invitations_email_check" CHECK ("invitations"."email" = lower(btrim("invitations"."email")))
);
--> statement-breakpoint
CREATE TABLE "mileage_reports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"odo_mileage" double precision NOT NULL,
	"ts_report_date" timestamp (3) with time zone NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audit_status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "mileage_reports_audit_status_check" CHECK ("mileage_reports"."audit_status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "mileage_reports_odo_mileage_check" CHECK ("mileage_reports"."odo_mileage" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mro_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"mro_device_serial_number" text,
	"username" text,
	"vehicle_id" text,
	"trip_id" text,
	"code" integer,
	"odometer_reading_start" double precision,
	"odometer_reading" double precision,
	"mileage" double precision,
	"type" text,
	"description" text,
	"date_time" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"source" text,
	"is_processed" boolean DEFAULT false NOT NULL,
	"process_logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "mro_events_code_check" CHECK ("mro_events"."code" >= 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text,
	"type" text DEFAULT 'email' NOT NULL,
	"template_name" text,
	"email" text NOT NULL,
	"subject" text,
	"text" text,
	"html" text,
	"should_be_sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_msg" text,
	"sent_at" timestamp (3) with time zone,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('email')),
	CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" in ('pending', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "notifications_template_name_check" CHECK ("notifications"."template_name" in ('accountOnboarded', 'accountApproval', 'accountApprovalManualProgram', 'mroInstallationReminder1', 'mroInstallationReminder2', 'accountActive', 'mroMissingHeartbeat', 'mroMissingHeartbeat5Days', 'mileageReportReject', 'mileageReportApproveWithUpdate', 'paymentOverdue', 'paymentDefault', 'accountRestored', 'manualProgramSubmissionReminder', 'accountUpdateName', 'accountUpdateAddress', 'accountUpdatePhoneNumber', 'accountClose', 'accountSuspended')),
	CONSTRAINT "notifications_retries_check" CHECK ("notifications"."retries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"alias" text,
	"brand" text,
	"last4" text,
	"name_on_card" text,
	"expiration_month" integer,
	"expiration_year" integer,
	"billing_country_code" text,
	"billing_zip" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"fingerprint" text,
	"service_provider_key" text,
	"token" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "payment_cards_expiration_month_check" CHECK ("payment_cards"."expiration_month" between 1 and 12),
	CONSTRAINT "payment_cards_last4_check" CHECK ("payment_cards"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "cordons" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"internal_start" time,
	"internal_end" time,
	"entry_fee_cents" bigint DEFAULT 0 NOT NULL,
	"exit_fee_cents" bigint DEFAULT 0 NOT NULL,
	"cents_per_mileage_unit" numeric(14, 6) DEFAULT 0 NOT NULL,
	"minimum_distance_in_mileage_unit" double precision,
	"minimum_total_distance_in_mileage_unit" double precision,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "cordons_days_check" CHECK ("cordons"."days" <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[])
);
--> statement-breakpoint
CREATE TABLE "mro_rates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"mro_type" text NOT NULL,
	"state" text NOT NULL,
	"cents_per_mileage_unit" numeric(14, 6) DEFAULT 0 NOT NULL,
	"cents_per_fuel_unit" numeric(14, 6) DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "mro_rates_mro_type_check" CHECK ("mro_rates"."mro_type" in ('manual', 'telematics', 'automatedWithLocation', 'automatedWithoutLocation', 'N/A'))
);
--> statement-breakpoint
CREATE TABLE "tods" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"internal_start" time,
	"internal_end" time,
	"cents_per_mileage_unit" numeric(14, 6) DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "tods_days_check" CHECK ("tods"."days" <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[])
);
--> statement-breakpoint
CREATE TABLE "toll_gantries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"asset_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"direction" text,
	"toll_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "toll_gantries_direction_check" CHECK ("toll_gantries"."direction" in ('N', 'S', 'E', 'W')),
	CONSTRAINT "toll_gantries_lat_check" CHECK ("toll_gantries"."lat" between -90 and 90),
	CONSTRAINT "toll_gantries_lon_check" CHECK ("toll_gantries"."lon" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "tolls" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"survey_id" text NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_adjustments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"trip_id" text NOT NULL,
	"username" text NOT NULL,
	"vehicle_id" text,
	"trip_segment_id" text,
	"trip_segment_date" timestamp (3) with time zone,
	"type" text,
	"state" text,
	"state_code" text,
	"cordon_id" text,
	"cordon_name" text,
	"tod_id" text,
	"tod_name" text,
	"toll_id" text,
	"adj_mileage" double precision DEFAULT 0 NOT NULL,
	"adj_mileage_fee_cents" bigint DEFAULT 0 NOT NULL,
	"adj_fuel" double precision DEFAULT 0 NOT NULL,
	"adj_fuel_fee_cents" bigint DEFAULT 0 NOT NULL,
	"adj_cordon_fee_cents" bigint DEFAULT 0 NOT NULL,
	"adj_tod_fee_cents" bigint DEFAULT 0 NOT NULL,
	"adj_toll_fee_cents" bigint DEFAULT 0 NOT NULL,
	"note" text NOT NULL,
	"content" jsonb,
	"transaction_id" text,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "trip_adjustments_type_check" CHECK ("trip_adjustments"."type" in ('public', 'private', 'state')),
	CONSTRAINT "trip_adjustments_payment_status_check" CHECK ("trip_adjustments"."payment_status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "trip_bins" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"trip_id" text NOT NULL,
	"username" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"timestamp" timestamp (3) with time zone NOT NULL,
	"time_zone" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_segments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"trip_id" text NOT NULL,
	"transaction_id" text,
	"vehicle_id" text,
	"username" text NOT NULL,
	"ts_start" timestamp (3) with time zone,
	"ts_end" timestamp (3) with time zone,
	"type" text NOT NULL,
	"state" text,
	"state_code" text,
	"tod_id" text,
	"cordon_id" text,
	"cordon_name" text,
	"cordon_enter_time" timestamp (3) with time zone,
	"cordon_enter_time_zone" text,
	"cordon_enter_fee_cents" bigint DEFAULT 0 NOT NULL,
	"toll_tx_id" text,
	"toll_id" text,
	"toll_entry_id" text,
	"toll_exit_id" text,
	"toll_entry_time" timestamp (3) with time zone,
	"toll_exit_time" timestamp (3) with time zone,
	"percentage" double precision,
	"percentage_state" double precision,
	"mileage" double precision DEFAULT 0 NOT NULL,
	"calculated_mileage" double precision,
	"fuel" double precision DEFAULT 0 NOT NULL,
	"mileage_fee_cents" bigint DEFAULT 0 NOT NULL,
	"fuel_fee_cents" bigint DEFAULT 0 NOT NULL,
	"cordon_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tod_fee_cents" bigint DEFAULT 0 NOT NULL,
	"toll_fee_cents" bigint DEFAULT 0 NOT NULL,
	"polylines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trip_bin_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_segments_type_check" CHECK ("trip_segments"."type" in ('public', 'private', 'state')),
	CONSTRAINT "trip_segments_payment_status_check" CHECK ("trip_segments"."payment_status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"record_id" text,
	"record_trip_id" text,
	"mro_device_serial_number" text,
	"vehicle_vin" text,
	"username" text NOT NULL,
	"vehicle_id" text,
	"pilot_program_id" text,
	"mro_id" text,
	"ts_start" timestamp (3) with time zone,
	"ts_end" timestamp (3) with time zone,
	"polyline" text,
	"polylines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"dist_mro" double precision,
	"odo_mro" double precision,
	"dist_gps" double precision,
	"dist_route" double precision,
	"odo_gps" double precision,
	"odo_mro_start" double precision,
	"odo_mro_end" double precision,
	"fuel" double precision,
	"fuel_start" double precision,
	"fuel_end" double precision,
	"fuel_added" double precision,
	"total_fuel" double precision,
	"odometer_bin" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"process_status" text DEFAULT 'pending' NOT NULL,
	"process_msg" text,
	"processed_at" timestamp (3) with time zone,
	"invalid" boolean DEFAULT false NOT NULL,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"route_engine" text,
	"route_engine_version" text,
	"mileage_fee_cents" bigint DEFAULT 0 NOT NULL,
	"fuel_fee_cents" bigint DEFAULT 0 NOT NULL,
	"cordon_fee_cents" bigint DEFAULT 0 NOT NULL,
	"tod_fee_cents" bigint DEFAULT 0 NOT NULL,
	"toll_fee_cents" bigint DEFAULT 0 NOT NULL,
	"review_status" text,
	"review_reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "trips_process_status_check" CHECK ("trips"."process_status" in ('pending', 'processed', 'failed')),
	CONSTRAINT "trips_review_status_check" CHECK ("trips"."review_status" in ('pending', 'completed')),
	CONSTRAINT "trips_review_reason_check" CHECK ("trips"."review_reason" in ('admin', 'distanceDiscrepancy', 'bufferDiscrepancy', 'areaDiscrepancy'))
);
--> statement-breakpoint
CREATE TABLE "mileage_reporting_options" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"vehicle_id" text,
	"device_serial_number" text NOT NULL,
	"device_imei" text,
	"manufacturer" text DEFAULT 'danlaw' NOT NULL,
	"model" text,
	"hardware_version" text,
	"firmware_version" text DEFAULT '1.0.0' NOT NULL,
	"gps_enabled" boolean DEFAULT false NOT NULL,
	"configurable_parameters" jsonb,
	"shipped_date" timestamp (3) with time zone,
	"shipping_carrier" text,
	"shipping_tracking_number" text,
	"delivered_date" timestamp (3) with time zone,
	"activation_date" timestamp (3) with time zone,
	"first_reported_date" timestamp (3) with time zone,
	"last_reported_date" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "participant_connections" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"vehicle_id" text,
	"resource_provider" text NOT NULL,
	"authorization_code" text,
	"access_token" text,
	"refresh_token" text,
	"access_token_expires_at" timestamp (3) with time zone,
	"external_vehicle_id" text,
	"force_restore_connection" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"username" text NOT NULL,
	"vin" text,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"type" text,
	"subtype" text,
	"license_plate" text,
	"registration_state" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"mro_type" text DEFAULT 'N/A' NOT NULL,
	"mro_id" text,
	"beginning_odometer_reading" double precision,
	"current_odometer_reading" double precision,
	"mileage" double precision DEFAULT 0 NOT NULL,
	"fuel_tax_credit_cents" bigint DEFAULT 0 NOT NULL,
	"mileage_user_fee_cents" bigint DEFAULT 0 NOT NULL,
	"epa_vehicle_id" text,
	"epa_vehicle_combined_mpg" double precision,
	"epa_vehicle_combined_kpl" double precision,
	"last_reported_vin_date" timestamp (3) with time zone,
	"first_data_received_date" timestamp (3) with time zone,
	"participant_connection_id" text,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gotoll" jsonb,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"updated_by" text,
	CONSTRAINT "vehicles_type_check" CHECK ("vehicles"."type" in ('gas', 'diesel', 'hybrid', 'electric')),
	CONSTRAINT "vehicles_mro_type_check" CHECK ("vehicles"."mro_type" in ('manual', 'telematics', 'automatedWithLocation', 'automatedWithoutLocation', 'N/A'))
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status_message" text,
	"processed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_events_status_check" CHECK ("webhook_events"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "participant_statements" ADD CONSTRAINT "participant_statements_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_payment_method_id_payment_cards_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_statement_id_participant_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."participant_statements"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_carryover_transaction_id_transactions_id_fk" FOREIGN KEY ("carryover_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_comments" ADD CONSTRAINT "inquiry_comments_inquiry_id_participant_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."participant_inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_comments" ADD CONSTRAINT "inquiry_comments_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_inquiries" ADD CONSTRAINT "participant_inquiries_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_pilot_short_name_pilot_programs_short_name_fk" FOREIGN KEY ("pilot_short_name") REFERENCES "public"."pilot_programs"("short_name") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "mileage_reports" ADD CONSTRAINT "mileage_reports_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_reports" ADD CONSTRAINT "mileage_reports_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mro_events" ADD CONSTRAINT "mro_events_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mro_events" ADD CONSTRAINT "mro_events_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mro_events" ADD CONSTRAINT "mro_events_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toll_gantries" ADD CONSTRAINT "toll_gantries_toll_id_tolls_id_fk" FOREIGN KEY ("toll_id") REFERENCES "public"."tolls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_adjustments" ADD CONSTRAINT "trip_adjustments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_adjustments" ADD CONSTRAINT "trip_adjustments_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_adjustments" ADD CONSTRAINT "trip_adjustments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_adjustments" ADD CONSTRAINT "trip_adjustments_trip_segment_id_trip_segments_id_fk" FOREIGN KEY ("trip_segment_id") REFERENCES "public"."trip_segments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_adjustments" ADD CONSTRAINT "trip_adjustments_cordon_id_cordons_id_fk" FOREIGN KEY ("cordon_id") REFERENCES "public"."cordons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_adjustments" ADD CONSTRAINT "trip_adjustments_tod_id_tods_id_fk" FOREIGN KEY ("tod_id") REFERENCES "public"."tods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_adjustments" ADD CONSTRAINT "trip_adjustments_toll_id_tolls_id_fk" FOREIGN KEY ("toll_id") REFERENCES "public"."tolls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_adjustments" ADD CONSTRAINT "trip_adjustments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_bins" ADD CONSTRAINT "trip_bins_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_bins" ADD CONSTRAINT "trip_bins_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_tod_id_tods_id_fk" FOREIGN KEY ("tod_id") REFERENCES "public"."tods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_cordon_id_cordons_id_fk" FOREIGN KEY ("cordon_id") REFERENCES "public"."cordons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_toll_id_tolls_id_fk" FOREIGN KEY ("toll_id") REFERENCES "public"."tolls"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_toll_entry_id_toll_gantries_id_fk" FOREIGN KEY ("toll_entry_id") REFERENCES "public"."toll_gantries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_segments" ADD CONSTRAINT "trip_segments_toll_exit_id_toll_gantries_id_fk" FOREIGN KEY ("toll_exit_id") REFERENCES "public"."toll_gantries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_pilot_program_id_pilot_programs_id_fk" FOREIGN KEY ("pilot_program_id") REFERENCES "public"."pilot_programs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_reporting_options" ADD CONSTRAINT "mileage_reporting_options_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mileage_reporting_options" ADD CONSTRAINT "mileage_reporting_options_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_connections" ADD CONSTRAINT "participant_connections_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_connections" ADD CONSTRAINT "participant_connections_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_username_participants_username_fk" FOREIGN KEY ("username") REFERENCES "public"."participants"("username") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_epa_vehicle_id_epa_vehicles_id_fk" FOREIGN KEY ("epa_vehicle_id") REFERENCES "public"."epa_vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_participant_connection_id_fk" FOREIGN KEY ("participant_connection_id") REFERENCES "public"."participant_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_event_name_timestamp_idx" ON "audit_events" USING btree ("event_name","timestamp");--> statement-breakpoint
CREATE INDEX "audit_events_username_timestamp_idx" ON "audit_events" USING btree ("username","timestamp");--> statement-breakpoint
CREATE INDEX "audit_events_key_timestamp_idx" ON "audit_events" USING btree ("key","timestamp");--> statement-breakpoint
CREATE INDEX "audit_events_timestamp_idx" ON "audit_events" USING btree ("timestamp");--> statement-breakpoint
CREATE INDEX "participant_statements_username_created_idx" ON "participant_statements" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "participant_statements_username_month_idx" ON "participant_statements" USING btree ("username","month");--> statement-breakpoint
CREATE INDEX "participant_statements_period_from_idx" ON "participant_statements" USING btree ("period_from");--> statement-breakpoint
CREATE INDEX "transactions_username_created_idx" ON "transactions" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "transactions_statement_id_idx" ON "transactions" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "transactions_status_created_idx" ON "transactions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transactions_type_created_idx" ON "transactions" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_payment_method_id_idx" ON "transactions" USING btree ("payment_method_id");--> statement-breakpoint
CREATE INDEX "transactions_carryover_transaction_id_idx" ON "transactions" USING btree ("carryover_transaction_id");--> statement-breakpoint
CREATE INDEX "epa_vehicles_make_year_model_idx" ON "epa_vehicles" USING btree ("make","year","model");--> statement-breakpoint
CREATE INDEX "inquiry_comments_inquiry_id_created_idx" ON "inquiry_comments" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "participant_inquiries_username_status_created_idx" ON "participant_inquiries" USING btree ("username","status","created_at");--> statement-breakpoint
CREATE INDEX "participant_inquiries_status_updated_idx" ON "participant_inquiries" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "participant_inquiries_created_idx" ON "participant_inquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "participant_inquiries_email_original_message_id_idx" ON "participant_inquiries" USING btree ("email_original_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_email_pilot_short_name_idx" ON "invitations" USING btree ("email","pilot_short_name");--> statement-breakpoint
CREATE INDEX "mileage_reports_username_created_idx" ON "mileage_reports" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "mileage_reports_username_report_date_idx" ON "mileage_reports" USING btree ("username","ts_report_date");--> statement-breakpoint
CREATE INDEX "mileage_reports_vehicle_report_date_idx" ON "mileage_reports" USING btree ("vehicle_id","ts_report_date");--> statement-breakpoint
CREATE INDEX "mileage_reports_audit_status_created_idx" ON "mileage_reports" USING btree ("audit_status","created_at");--> statement-breakpoint
CREATE INDEX "mro_events_trip_id_idx" ON "mro_events" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "mro_events_is_processed_date_time_idx" ON "mro_events" USING btree ("is_processed","date_time");--> statement-breakpoint
CREATE INDEX "mro_events_date_time_idx" ON "mro_events" USING btree ("date_time");--> statement-breakpoint
CREATE INDEX "mro_events_mro_device_serial_number_date_time_idx" ON "mro_events" USING btree ("mro_device_serial_number","date_time");--> statement-breakpoint
CREATE INDEX "mro_events_username_flagged_date_time_idx" ON "mro_events" USING btree ("username","flagged","date_time");--> statement-breakpoint
CREATE INDEX "mro_events_vehicle_id_date_time_idx" ON "mro_events" USING btree ("vehicle_id","date_time");--> statement-breakpoint
CREATE INDEX "notifications_username_created_idx" ON "notifications" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "notifications_status_should_be_sent_at_idx" ON "notifications" USING btree ("status","should_be_sent_at");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_cards_username_created_idx" ON "payment_cards" USING btree ("username","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_username_default_idx" ON "payment_cards" USING btree ("username") WHERE "payment_cards"."is_default";--> statement-breakpoint
CREATE INDEX "cordons_state_idx" ON "cordons" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "mro_rates_mro_type_state_idx" ON "mro_rates" USING btree ("mro_type","state");--> statement-breakpoint
CREATE INDEX "mro_rates_state_idx" ON "mro_rates" USING btree ("state");--> statement-breakpoint
CREATE INDEX "toll_gantries_toll_id_idx" ON "toll_gantries" USING btree ("toll_id");--> statement-breakpoint
CREATE INDEX "toll_gantries_asset_id_idx" ON "toll_gantries" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "tolls_state_idx" ON "tolls" USING btree ("state");--> statement-breakpoint
CREATE INDEX "surveys_survey_id_created_idx" ON "surveys" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_adjustments_trip_id_idx" ON "trip_adjustments" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_adjustments_transaction_id_idx" ON "trip_adjustments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "trip_adjustments_trip_segment_id_idx" ON "trip_adjustments" USING btree ("trip_segment_id");--> statement-breakpoint
CREATE INDEX "trip_adjustments_username_created_idx" ON "trip_adjustments" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "trip_bins_trip_id_timestamp_idx" ON "trip_bins" USING btree ("trip_id","timestamp");--> statement-breakpoint
CREATE INDEX "trip_segments_trip_id_idx" ON "trip_segments" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_segments_transaction_id_idx" ON "trip_segments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "trip_segments_username_ts_start_idx" ON "trip_segments" USING btree ("username","ts_start");--> statement-breakpoint
CREATE INDEX "trip_segments_vehicle_id_idx" ON "trip_segments" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "trips_username_created_idx" ON "trips" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "trips_created_idx" ON "trips" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trips_process_status_created_idx" ON "trips" USING btree ("process_status","created_at");--> statement-breakpoint
CREATE INDEX "trips_review_status_created_idx" ON "trips" USING btree ("review_status","created_at");--> statement-breakpoint
CREATE INDEX "trips_vehicle_id_ts_start_idx" ON "trips" USING btree ("vehicle_id","ts_start");--> statement-breakpoint
CREATE INDEX "trips_mro_device_serial_number_ts_start_idx" ON "trips" USING btree ("mro_device_serial_number","ts_start");--> statement-breakpoint
CREATE INDEX "trips_record_id_idx" ON "trips" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mileage_reporting_options_device_serial_number_idx" ON "mileage_reporting_options" USING btree ("device_serial_number");--> statement-breakpoint
CREATE INDEX "mileage_reporting_options_username_created_idx" ON "mileage_reporting_options" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "mileage_reporting_options_vehicle_id_idx" ON "mileage_reporting_options" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "mileage_reporting_options_device_imei_idx" ON "mileage_reporting_options" USING btree ("device_imei");--> statement-breakpoint
CREATE INDEX "mileage_reporting_options_last_reported_idx" ON "mileage_reporting_options" USING btree ("last_reported_date");--> statement-breakpoint
CREATE INDEX "participant_connections_username_created_idx" ON "participant_connections" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "participant_connections_vehicle_id_idx" ON "participant_connections" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_username_created_idx" ON "vehicles" USING btree ("username","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_vin_idx" ON "vehicles" USING btree ("vin") WHERE "vehicles"."vin" is not null;--> statement-breakpoint
CREATE INDEX "vehicles_mro_id_idx" ON "vehicles" USING btree ("mro_id");--> statement-breakpoint
CREATE INDEX "vehicles_epa_vehicle_id_idx" ON "vehicles" USING btree ("epa_vehicle_id");--> statement-breakpoint
CREATE INDEX "vehicles_participant_connection_id_idx" ON "vehicles" USING btree ("participant_connection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_source_source_id_idx" ON "webhook_events" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "webhook_events_status_created_idx" ON "webhook_events" USING btree ("status","created_at");