CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"subscription_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'MXN' NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'cancelled')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" text NOT NULL,
	"plan_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"amount" integer NOT NULL,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_type_valid" CHECK ("subscriptions"."plan_type" in ('basic', 'premium', 'enterprise')),
	CONSTRAINT "subscriptions_status_valid" CHECK ("subscriptions"."status" in ('active', 'replaced', 'expired', 'cancelled')),
	CONSTRAINT "subscriptions_amount_positive" CHECK ("subscriptions"."amount" >= 0),
	CONSTRAINT "subscriptions_dates_ordered" CHECK ("subscriptions"."end_date" > "subscriptions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "request_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"proposed_price" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_applications_request_provider" UNIQUE("request_id","provider_id"),
	CONSTRAINT "request_applications_price_range" CHECK ("request_applications"."proposed_price" between 1 and 100000000)
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"service_type" text NOT NULL,
	"budget_range" text NOT NULL,
	"payment_method" text DEFAULT 'cash' NOT NULL,
	"required_date" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"precision" text DEFAULT 'locality' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"provider_id" text,
	"idempotency_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_day" integer GENERATED ALWAYS AS (floor(extract(epoch from (created_at - '1970-01-01 00:00:00+00'::timestamptz)) / 86400)::integer) STORED NOT NULL,
	CONSTRAINT "service_requests_customer_idempotency_key" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "service_requests_status_valid" CHECK ("service_requests"."status" in ('open', 'assigned', 'completed', 'cancelled')),
	CONSTRAINT "service_requests_service_type_valid" CHECK ("service_requests"."service_type" in ('limpieza_hogar', 'limpieza_oficina', 'lavanderia', 'jardineria', 'limpieza_ventanas')),
	CONSTRAINT "service_requests_budget_range_valid" CHECK ("service_requests"."budget_range" in ('0-500', '500-1000', '1000-2000', '2000+')),
	CONSTRAINT "service_requests_payment_method_valid" CHECK ("service_requests"."payment_method" in ('cash', 'card', 'transfer')),
	CONSTRAINT "service_requests_precision_valid" CHECK ("service_requests"."precision" in ('locality', 'street', 'address')),
	CONSTRAINT "service_requests_lat_range" CHECK ("service_requests"."lat" is null or "service_requests"."lat" between -90 and 90),
	CONSTRAINT "service_requests_lng_range" CHECK ("service_requests"."lng" is null or "service_requests"."lng" between -180 and 180),
	CONSTRAINT "service_requests_coordinates_pair" CHECK (("service_requests"."lat" is null) = ("service_requests"."lng" is null))
);
--> statement-breakpoint
CREATE TABLE "provider_availability" (
	"provider_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"enabled" boolean NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "provider_availability_provider_id_weekday_pk" PRIMARY KEY("provider_id","weekday"),
	CONSTRAINT "provider_availability_weekday_range" CHECK ("provider_availability"."weekday" between 0 and 6),
	CONSTRAINT "provider_availability_times_valid" CHECK ("provider_availability"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "provider_availability"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "provider_availability_times_ordered" CHECK (not "provider_availability"."enabled" or "provider_availability"."start_time" < "provider_availability"."end_time")
);
--> statement-breakpoint
CREATE TABLE "provider_photos" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"provider_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"bio" text DEFAULT '' NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"notify_new_requests" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_profiles_years_range" CHECK ("provider_profiles"."years_experience" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "provider_services" (
	"provider_id" text NOT NULL,
	"service_id" text NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "provider_services_provider_id_service_id_pk" PRIMARY KEY("provider_id","service_id"),
	CONSTRAINT "provider_services_service_valid" CHECK ("provider_services"."service_id" in ('home-cleaning', 'car-cleaning', 'laundry', 'garden', 'pool', 'windows', 'bathroom', 'maintenance', 'deep-cleaning')),
	CONSTRAINT "provider_services_price_range" CHECK ("provider_services"."price" between 1 and 10000000)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "precision" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_applications" ADD CONSTRAINT "request_applications_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_applications" ADD CONSTRAINT "request_applications_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_profiles_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_availability" ADD CONSTRAINT "provider_availability_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD CONSTRAINT "provider_photos_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payments_provider_created_idx" ON "payments" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_provider_created_idx" ON "subscriptions" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_idx" ON "subscriptions" USING btree ("provider_id") WHERE "subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "request_applications_provider_created_idx" ON "request_applications" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_status_lat_lng_idx" ON "service_requests" USING btree ("status","lat","lng");--> statement-breakpoint
CREATE INDEX "service_requests_status_day_lat_lng_idx" ON "service_requests" USING btree ("status","created_day","lat","lng");--> statement-breakpoint
CREATE INDEX "service_requests_customer_created_idx" ON "service_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_provider_idx" ON "service_requests" USING btree ("provider_id") WHERE "service_requests"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "profiles_user_type_lat_lng_idx" ON "profiles" USING btree ("user_type","lat","lng");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_precision_valid" CHECK ("profiles"."precision" is null or "profiles"."precision" in ('locality', 'street', 'address'));