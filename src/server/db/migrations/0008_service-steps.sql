CREATE TABLE "job_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"job_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_events_action_valid" CHECK ("job_events"."action" in ('created', 'accept_booking', 'decline_booking', 'expire_booking', 'cancel_by_customer', 'cancel_by_provider', 'mark_done', 'report_no_show', 'confirm_completion', 'auto_complete', 'report_problem', 'resolve_as_completed', 'resolve_as_cancelled', 'confirm_payment', 'leave_review')),
	CONSTRAINT "job_events_actor_valid" CHECK ("job_events"."actor" in ('customer', 'provider', 'system', 'support'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cancellation_fee" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "problem" text;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_events_job_seq_idx" ON "job_events" USING btree ("job_id","seq");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancelled_by_valid" CHECK ("jobs"."cancelled_by" in ('customer', 'provider', 'system'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancellation_fee_range" CHECK ("jobs"."cancellation_fee" between 0 and "jobs"."price");