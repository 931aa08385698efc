ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_valid";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pending_reference_idx" ON "payments" USING btree ("reference") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_pending_idx" ON "subscriptions" USING btree ("provider_id") WHERE "subscriptions"."status" = 'pending_payment';--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_valid" CHECK ("subscriptions"."status" in ('active', 'replaced', 'expired', 'cancelled', 'pending_payment'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('operator_granted', 'operator_removed', 'user_suspended', 'user_reinstated', 'dispute_resolved', 'contact_handled', 'contact_replied', 'verification_approved', 'verification_rejected', 'content_hidden', 'content_restored', 'reports_dismissed', 'plan_payment_confirmed', 'plan_payment_rejected'));