CREATE TABLE "arco_requests" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "arco_requests_kind_valid" CHECK ("arco_requests"."kind" in ('access', 'cancellation')),
	CONSTRAINT "arco_requests_outcome_valid" CHECK ("arco_requests"."outcome" in ('completed', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('operator_granted', 'operator_removed', 'user_suspended', 'user_reinstated', 'dispute_resolved', 'contact_handled', 'contact_replied'))
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"user_id" text PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_events" DROP CONSTRAINT "job_events_action_valid";--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_cancelled_by_valid";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "provider_statement" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "settled_amount" integer;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arco_requests_at_idx" ON "arco_requests" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "profiles_suspended_idx" ON "profiles" USING btree ("id") WHERE "profiles"."suspended_at" is not null;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_action_valid" CHECK ("job_events"."action" in ('created', 'accept_booking', 'decline_booking', 'expire_booking', 'cancel_by_customer', 'cancel_by_provider', 'mark_done', 'report_no_show', 'confirm_completion', 'auto_complete', 'report_problem', 'answer_dispute', 'resolve_as_completed', 'resolve_as_cancelled', 'confirm_payment', 'leave_review'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_settled_amount_range" CHECK ("jobs"."settled_amount" between 1 and "jobs"."price");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_cancelled_by_valid" CHECK ("jobs"."cancelled_by" in ('customer', 'provider', 'system', 'support'));--> statement-breakpoint
-- The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (the application included).
CREATE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_log_change();
