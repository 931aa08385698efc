-- Issue 31: 'Reportar conversación' (one open report per person and conversation, resolved by an operator with a
-- note) and the audit log's new actions: a reported conversation read, a message hidden, its reports resolved.
CREATE TABLE "conversation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"reporter_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolution_note" text,
	CONSTRAINT "conversation_reports_reason_valid" CHECK ("conversation_reports"."reason" in ('harassment', 'off_platform', 'spam', 'other'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_open_key" ON "conversation_reports" USING btree ("conversation_id","reporter_id") WHERE "conversation_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "conversation_reports_conversation_idx" ON "conversation_reports" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversation_reports_open_idx" ON "conversation_reports" USING btree ("created_at") WHERE "conversation_reports"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('operator_granted', 'operator_removed', 'user_suspended', 'user_reinstated', 'dispute_resolved', 'contact_handled', 'contact_replied', 'verification_approved', 'verification_rejected', 'verification_document_viewed', 'content_hidden', 'content_restored', 'reports_dismissed', 'plan_payment_confirmed', 'plan_payment_rejected', 'service_refund_sent', 'conversation_read', 'conversation_message_hidden', 'conversation_reports_resolved'));