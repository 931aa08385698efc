ALTER TABLE "subscriptions" ADD COLUMN "pay_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_url" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pay_method_valid" CHECK ("subscriptions"."pay_method" in ('card', 'oxxo'));