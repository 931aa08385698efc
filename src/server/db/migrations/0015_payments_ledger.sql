CREATE TABLE "payment_customers" (
	"profile_id" text NOT NULL,
	"gateway" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_profile_id_gateway_pk" PRIMARY KEY("profile_id","gateway")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_gateway_event_id_pk" PRIMARY KEY("gateway","event_id")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_id_profiles_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_subscription_id_subscriptions_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "subscription_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "billing" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_external_idx" ON "payment_customers" USING btree ("gateway","external_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_job_idx" ON "payments" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_reference_idx" ON "payments" USING btree ("gateway","gateway_reference") WHERE "payments"."gateway_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_external_idx" ON "subscriptions" USING btree ("billing","external_id") WHERE "subscriptions"."external_id" is not null;--> statement-breakpoint
-- Plans activated on request were recorded with the placeholder gateway 'pending': nothing was ever charged.
UPDATE "payments" SET "gateway" = 'none', "status" = 'cancelled' WHERE "gateway" = 'pending';--> statement-breakpoint
UPDATE "subscriptions" SET "billing" = 'transfer' WHERE "id" IN (SELECT "subscription_id" FROM "payments" WHERE "gateway" = 'transfer');--> statement-breakpoint
UPDATE "payments" SET "paid_at" = "decided_at" WHERE "status" = 'paid';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_valid" CHECK ("payments"."kind" in ('plan', 'service'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_valid" CHECK ("payments"."gateway" in ('none', 'transfer', 'stripe', 'mercadopago'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK (("payments"."kind" = 'plan' and "payments"."subscription_id" is not null) or ("payments"."kind" = 'service' and "payments"."job_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'authorized', 'paid', 'failed', 'cancelled', 'refunded'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_billing_valid" CHECK ("subscriptions"."billing" in ('none', 'transfer', 'stripe', 'mercadopago'));