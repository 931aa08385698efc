CREATE TABLE "payout_accounts" (
	"provider_id" text NOT NULL,
	"gateway" text NOT NULL,
	"external_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"disabled_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_provider_id_gateway_pk" PRIMARY KEY("provider_id","gateway")
);
--> statement-breakpoint
ALTER TABLE "job_events" DROP CONSTRAINT "job_events_action_valid";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "setup_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "saved_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "authorized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "captured_amount" integer;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_external_idx" ON "payout_accounts" USING btree ("gateway","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_service_open_idx" ON "payments" USING btree ("job_id") WHERE "payments"."kind" = 'service' and "payments"."status" in ('pending', 'authorized', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_setup_reference_idx" ON "payments" USING btree ("gateway","setup_reference") WHERE "payments"."setup_reference" is not null;--> statement-breakpoint
ALTER TABLE "job_events" ADD CONSTRAINT "job_events_action_valid" CHECK ("job_events"."action" in ('created', 'accept_booking', 'decline_booking', 'expire_booking', 'cancel_by_customer', 'cancel_by_provider', 'cancel_unpaid', 'mark_done', 'report_no_show', 'confirm_completion', 'auto_complete', 'report_problem', 'answer_dispute', 'resolve_as_completed', 'resolve_as_cancelled', 'confirm_payment', 'leave_review'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_captured_within" CHECK ("payments"."captured_amount" is null or ("payments"."captured_amount" >= 0 and "payments"."captured_amount" <= "payments"."amount"));