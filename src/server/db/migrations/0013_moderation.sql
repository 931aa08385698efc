CREATE TABLE "content_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"outcome" text,
	CONSTRAINT "content_reports_once" UNIQUE("reporter_id","target_type","target_id"),
	CONSTRAINT "content_reports_target_valid" CHECK ("content_reports"."target_type" in ('review', 'request')),
	CONSTRAINT "content_reports_outcome_valid" CHECK ("content_reports"."outcome" in ('hidden', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_status_valid";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_open_idx" ON "content_reports" USING btree ("target_type","target_id") WHERE "content_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_status_valid" CHECK ("service_requests"."status" in ('open', 'assigned', 'completed', 'cancelled', 'hidden'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('operator_granted', 'operator_removed', 'user_suspended', 'user_reinstated', 'dispute_resolved', 'contact_handled', 'contact_replied', 'verification_approved', 'verification_rejected', 'content_hidden', 'content_restored', 'reports_dismissed'));