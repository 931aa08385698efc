CREATE TABLE "recurring_plan_conflicts" (
	"plan_id" uuid NOT NULL,
	"visit_date" date NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "recurring_plan_conflicts_plan_id_visit_date_pk" PRIMARY KEY("plan_id","visit_date"),
	CONSTRAINT "recurring_plan_conflicts_reason_valid" CHECK ("recurring_plan_conflicts"."reason" in ('day_off', 'busy', 'outside_hours'))
);
--> statement-breakpoint
CREATE TABLE "recurring_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"service_id" text NOT NULL,
	"payment_method" text NOT NULL,
	"location" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"precision" text NOT NULL,
	"estimate_input" jsonb,
	"duration_minutes" smallint NOT NULL,
	"price" integer NOT NULL,
	"rhythm" text NOT NULL,
	"first_date" date NOT NULL,
	"visit_time" text NOT NULL,
	"provider_zone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"new_price" integer,
	"new_price_from" timestamp with time zone,
	"new_price_accepted_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_plans_status_valid" CHECK ("recurring_plans"."status" in ('pending', 'active', 'paused', 'declined', 'cancelled', 'ended')),
	CONSTRAINT "recurring_plans_rhythm_valid" CHECK ("recurring_plans"."rhythm" in ('weekly', 'biweekly', 'monthly')),
	CONSTRAINT "recurring_plans_service_id_valid" CHECK ("recurring_plans"."service_id" in ('home-cleaning', 'car-cleaning', 'laundry', 'garden', 'pool', 'windows', 'bathroom', 'maintenance', 'deep-cleaning', 'office-cleaning')),
	CONSTRAINT "recurring_plans_payment_method_valid" CHECK ("recurring_plans"."payment_method" in ('cash', 'card', 'transfer', 'spei', 'oxxo')),
	CONSTRAINT "recurring_plans_precision_valid" CHECK ("recurring_plans"."precision" in ('locality', 'street', 'address')),
	CONSTRAINT "recurring_plans_duration_valid" CHECK ("recurring_plans"."duration_minutes" between 60 and 720 and "recurring_plans"."duration_minutes" % 30 = 0),
	CONSTRAINT "recurring_plans_price_range" CHECK ("recurring_plans"."price" between 1 and 100000000),
	CONSTRAINT "recurring_plans_new_price" CHECK (("recurring_plans"."new_price" is null) = ("recurring_plans"."new_price_from" is null) and ("recurring_plans"."new_price" is null or "recurring_plans"."new_price" between 1 and 100000000) and ("recurring_plans"."new_price_accepted_at" is null or "recurring_plans"."new_price" is not null)),
	CONSTRAINT "recurring_plans_visit_time_valid" CHECK ("recurring_plans"."visit_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "recurring_plans_distinct_people" CHECK ("recurring_plans"."customer_id" <> "recurring_plans"."provider_id"),
	CONSTRAINT "recurring_plans_lat_range" CHECK ("recurring_plans"."lat" is null or "recurring_plans"."lat" between -90 and 90),
	CONSTRAINT "recurring_plans_lng_range" CHECK ("recurring_plans"."lng" is null or "recurring_plans"."lng" between -180 and 180),
	CONSTRAINT "recurring_plans_coordinates_pair" CHECK (("recurring_plans"."lat" is null) = ("recurring_plans"."lng" is null)),
	CONSTRAINT "recurring_plans_answered" CHECK ("recurring_plans"."status" = 'pending' or "recurring_plans"."answered_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "visit_date" date;--> statement-breakpoint
ALTER TABLE "recurring_plan_conflicts" ADD CONSTRAINT "recurring_plan_conflicts_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_customer_id_profiles_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_plans" ADD CONSTRAINT "recurring_plans_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recurring_plans_customer_idx" ON "recurring_plans" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_plans_provider_idx" ON "recurring_plans" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_plans_active_idx" ON "recurring_plans" USING btree ("id") WHERE "recurring_plans"."status" = 'active';--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_plan_id_recurring_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."recurring_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_plan_visit_date" UNIQUE("plan_id","visit_date");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_plan_visit" CHECK (("service_requests"."plan_id" is null) = ("service_requests"."visit_date" is null));