CREATE TABLE "service_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'owed' NOT NULL,
	"clabe" text,
	"holder" text,
	"requested_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"sent_by" text,
	"reversal_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_refunds_status_valid" CHECK ("service_refunds"."status" in ('owed', 'requested', 'sent')),
	CONSTRAINT "service_refunds_amount_positive" CHECK ("service_refunds"."amount" > 0),
	CONSTRAINT "service_refunds_account_given" CHECK ("service_refunds"."status" = 'owed' or ("service_refunds"."clabe" is not null and "service_refunds"."holder" is not null))
);
--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_payment_method_valid";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_payment_method_valid";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_clabe" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_remaining" integer;--> statement-breakpoint
ALTER TABLE "service_refunds" ADD CONSTRAINT "service_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_refunds" ADD CONSTRAINT "service_refunds_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_refunds" ADD CONSTRAINT "service_refunds_customer_id_profiles_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "service_refunds_key_idx" ON "service_refunds" USING btree ("key");--> statement-breakpoint
CREATE INDEX "service_refunds_job_idx" ON "service_refunds" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "service_refunds_status_idx" ON "service_refunds" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_payment_method_valid" CHECK ("service_requests"."payment_method" in ('cash', 'card', 'transfer', 'spei', 'oxxo'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_payment_method_valid" CHECK ("jobs"."payment_method" in ('cash', 'card', 'transfer', 'spei', 'oxxo'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('operator_granted', 'operator_removed', 'user_suspended', 'user_reinstated', 'dispute_resolved', 'contact_handled', 'contact_replied', 'verification_approved', 'verification_rejected', 'content_hidden', 'content_restored', 'reports_dismissed', 'plan_payment_confirmed', 'plan_payment_rejected', 'service_refund_sent'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_valid" CHECK ("payments"."method" in ('card', 'spei', 'oxxo'));--> statement-breakpoint
UPDATE "payments" SET "method" = 'card' WHERE "kind" = 'service';