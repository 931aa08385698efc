ALTER TABLE "job_events" DROP CONSTRAINT "job_events_action_valid";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "no_show_settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_action_valid" CHECK ("job_events"."action" in ('created', 'accept_booking', 'decline_booking', 'expire_booking', 'cancel_by_customer', 'cancel_by_provider', 'cancel_unpaid', 'mark_done', 'report_no_show', 'contest_no_show', 'settle_no_show', 'confirm_completion', 'auto_complete', 'report_problem', 'answer_dispute', 'resolve_as_completed', 'resolve_as_cancelled', 'uphold_no_show', 'confirm_payment', 'leave_review'));--> statement-breakpoint
-- No-shows reported before the contest existed were charged at once: they are no-shows whose fee is settled.
UPDATE "jobs" SET "no_show_at" = "cancelled_at", "no_show_settled_at" = "cancelled_at"
  WHERE "status" = 'cancelled' AND "cancelled_by" = 'provider' AND "cancellation_fee" > 0;
