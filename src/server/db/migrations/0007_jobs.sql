CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"application_id" uuid,
	"customer_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"title" text NOT NULL,
	"service_type" text,
	"service_id" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"price" integer NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"payment_confirmed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_request_id" UNIQUE("request_id"),
	CONSTRAINT "jobs_application_id" UNIQUE("application_id"),
	CONSTRAINT "jobs_status_valid" CHECK ("jobs"."status" in ('pending', 'confirmed', 'done', 'completed', 'cancelled', 'disputed', 'declined')),
	CONSTRAINT "jobs_payment_method_valid" CHECK ("jobs"."payment_method" in ('cash', 'card', 'transfer')),
	CONSTRAINT "jobs_time_zone_valid" CHECK ("jobs"."time_zone" in ('America/Mexico_City', 'America/Cancun', 'America/Merida', 'America/Monterrey', 'America/Matamoros', 'America/Chihuahua', 'America/Ciudad_Juarez', 'America/Ojinaga', 'America/Mazatlan', 'America/Bahia_Banderas', 'America/Hermosillo', 'America/Tijuana')),
	CONSTRAINT "jobs_price_range" CHECK ("jobs"."price" between 1 and 100000000),
	CONSTRAINT "jobs_two_parties" CHECK ("jobs"."customer_id" <> "jobs"."provider_id")
);
--> statement-breakpoint
ALTER TABLE "request_applications" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_application_id_request_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."request_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_customer_id_profiles_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_customer_scheduled_idx" ON "jobs" USING btree ("customer_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "jobs_provider_scheduled_idx" ON "jobs" USING btree ("provider_id","scheduled_at");--> statement-breakpoint
ALTER TABLE "request_applications" ADD CONSTRAINT "request_applications_status_valid" CHECK ("request_applications"."status" in ('pending', 'accepted', 'declined', 'withdrawn'));