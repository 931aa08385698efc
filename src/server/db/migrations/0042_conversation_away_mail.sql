-- Issue 31, told when away: each person's choice of e-mails about messages, and each side's last such e-mail per
-- conversation (at most one an hour).
ALTER TABLE "profiles" ADD COLUMN "notify_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "customer_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "provider_mailed_at" timestamp with time zone;