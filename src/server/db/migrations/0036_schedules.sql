-- Issue 29: a service has a length, providers describe when they work, and no two of a provider's services
-- overlap. Existing rows get: a length of 3 h (services, offers); a price per hour of a third of the per-service
-- price, rounded up to whole pesos; the weekly hours they saved, one range per enabled day.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "provider_days_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "provider_days_off_ordered" CHECK ("provider_days_off"."first_day" <= "provider_days_off"."last_day"),
	CONSTRAINT "provider_days_off_note_length" CHECK (char_length("provider_days_off"."note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "provider_schedules" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"travel_minutes" smallint NOT NULL,
	"max_per_day" smallint,
	"instant_booking" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_schedules_travel_range" CHECK ("provider_schedules"."travel_minutes" between 0 and 240),
	CONSTRAINT "provider_schedules_max_range" CHECK ("provider_schedules"."max_per_day" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "provider_working_hours" (
	"provider_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "provider_working_hours_provider_id_weekday_start_time_pk" PRIMARY KEY("provider_id","weekday","start_time"),
	CONSTRAINT "provider_working_hours_weekday_range" CHECK ("provider_working_hours"."weekday" between 0 and 6),
	CONSTRAINT "provider_working_hours_times_valid" CHECK ("provider_working_hours"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "provider_working_hours"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "provider_working_hours_times_ordered" CHECK ("provider_working_hours"."start_time" < "provider_working_hours"."end_time")
);
--> statement-breakpoint
ALTER TABLE "provider_days_off" ADD CONSTRAINT "provider_days_off_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_schedules" ADD CONSTRAINT "provider_schedules_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_working_hours" ADD CONSTRAINT "provider_working_hours_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_days_off_provider_last_idx" ON "provider_days_off" USING btree ("provider_id","last_day");--> statement-breakpoint
-- A provider who saved 'Disponibilidad' keeps what they saved (the defaults of the time: 30 minutes of travel,
-- no maximum, bookings answered); one who never did has no row and gets DEFAULT_SCHEDULE.
INSERT INTO "provider_schedules" ("provider_id", "travel_minutes", "max_per_day", "instant_booking")
	SELECT DISTINCT "provider_id", 30, NULL::smallint, false FROM "provider_availability";--> statement-breakpoint
INSERT INTO "provider_working_hours" ("provider_id", "weekday", "start_time", "end_time")
	SELECT "provider_id", "weekday", "start_time", "end_time" FROM "provider_availability" WHERE "enabled";--> statement-breakpoint
DROP TABLE "provider_availability" CASCADE;--> statement-breakpoint
ALTER TABLE "provider_services" ADD COLUMN "hourly_price" integer;--> statement-breakpoint
UPDATE "provider_services" SET "hourly_price" = least(1000000, greatest(100, ceil("price" / 300.0)::integer * 100));--> statement-breakpoint
ALTER TABLE "provider_services" ALTER COLUMN "hourly_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_services" DROP CONSTRAINT "provider_services_price_range";--> statement-breakpoint
ALTER TABLE "provider_services" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_hourly_price_range" CHECK ("provider_services"."hourly_price" between 100 and 1000000);--> statement-breakpoint
ALTER TABLE "request_applications" ADD COLUMN "duration_minutes" smallint DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_applications" ALTER COLUMN "duration_minutes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "request_applications" ADD CONSTRAINT "request_applications_duration_range" CHECK ("request_applications"."duration_minutes" between 60 and 720 and "request_applications"."duration_minutes" % 30 = 0);--> statement-breakpoint
-- A booking's price is its length times an hourly price: up to 12 h at $10,000, as jobs.price allows.
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_price_range";--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_price_range" CHECK ("service_requests"."price" is null or "service_requests"."price" between 1 and 100000000);--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "estimate_input" jsonb;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "min_minutes" smallint;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "max_minutes" smallint;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_length_range" CHECK (("service_requests"."min_minutes" is null) = ("service_requests"."max_minutes" is null) and "service_requests"."min_minutes" <= "service_requests"."max_minutes");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_lengths_valid" CHECK ("service_requests"."min_minutes" between 60 and 720 and "service_requests"."min_minutes" % 30 = 0 and "service_requests"."max_minutes" between 60 and 720 and "service_requests"."max_minutes" % 30 = 0);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "duration_minutes" smallint DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "duration_minutes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "travel_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "busy_until" timestamp with time zone GENERATED ALWAYS AS (to_timestamp(extract(epoch from (scheduled_at - '1970-01-01 00:00:00+00'::timestamptz)) + (duration_minutes + travel_minutes) * 60)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "overlaps_before" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "answer_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_duration_range" CHECK ("jobs"."duration_minutes" between 60 and 720 and "jobs"."duration_minutes" % 30 = 0);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_travel_range" CHECK ("jobs"."travel_minutes" between 0 and 240);--> statement-breakpoint
-- A pending or confirmed service that overlaps an earlier one of its provider (a double booking made before this
-- migration) stays as it was, outside the constraint, rather than being cancelled by a migration.
UPDATE "jobs" AS "later" SET "overlaps_before" = true
	WHERE "later"."status" IN ('pending', 'confirmed') AND EXISTS (
		SELECT 1 FROM "jobs" AS "earlier"
		WHERE "earlier"."provider_id" = "later"."provider_id" AND "earlier"."id" <> "later"."id"
			AND "earlier"."status" IN ('pending', 'confirmed')
			AND ("earlier"."scheduled_at", "earlier"."id") < ("later"."scheduled_at", "later"."id")
			AND "earlier"."busy_until" > "later"."scheduled_at");--> statement-breakpoint
-- No two pending or confirmed services of a provider hold the same time, their travel included: a booking that
-- would, fails here (23P01), whatever checked the time before it.
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_no_overlap" EXCLUDE USING gist (
	"provider_id" WITH =, tstzrange("scheduled_at", "busy_until") WITH &&
) WHERE ("status" IN ('pending', 'confirmed') AND NOT "overlaps_before");
--> statement-breakpoint
-- 'Tiempo extra': more time asked during a service, and the customer's answer.
CREATE TABLE "service_extra_time" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"minutes" smallint NOT NULL,
	"price" integer NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "service_extra_time_status_valid" CHECK ("service_extra_time"."status" in ('requested', 'approved', 'declined')),
	CONSTRAINT "service_extra_time_minutes_range" CHECK ("service_extra_time"."minutes" between 30 and 240 and "service_extra_time"."minutes" % 30 = 0),
	CONSTRAINT "service_extra_time_price_range" CHECK ("service_extra_time"."price" between 0 and 100000000)
);
--> statement-breakpoint
ALTER TABLE "service_extra_time" ADD CONSTRAINT "service_extra_time_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_extra_time_job_idx" ON "service_extra_time" USING btree ("job_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_extra_time_one_waiting" ON "service_extra_time" USING btree ("job_id") WHERE "service_extra_time"."status" = 'requested';
