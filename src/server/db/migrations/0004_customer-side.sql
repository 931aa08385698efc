ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_provider_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "service_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "budget_range" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "service_id" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_id_valid" CHECK ("service_requests"."service_id" in ('home-cleaning', 'car-cleaning', 'laundry', 'garden', 'pool', 'windows', 'bathroom', 'maintenance', 'deep-cleaning'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_price_range" CHECK ("service_requests"."price" is null or "service_requests"."price" between 1 and 10000000);--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_kind" CHECK (("service_requests"."service_type" is not null and "service_requests"."budget_range" is not null)
        or ("service_requests"."service_id" is not null and "service_requests"."price" is not null and "service_requests"."provider_id" is not null));