ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('operator_granted', 'operator_removed', 'user_suspended', 'user_reinstated', 'dispute_resolved', 'contact_handled', 'contact_replied', 'verification_approved', 'verification_rejected', 'verification_document_viewed', 'content_hidden', 'content_restored', 'reports_dismissed', 'plan_payment_confirmed', 'plan_payment_rejected', 'service_refund_sent'));--> statement-breakpoint
-- Documents already sent with a request (uploaded before it was sent) count as sent; later drafts do not.
UPDATE "verification_documents" d SET "submitted_at" = v."submitted_at" FROM "provider_verifications" v
  WHERE v."provider_id" = d."provider_id" AND d."uploaded_at" <= v."submitted_at";
