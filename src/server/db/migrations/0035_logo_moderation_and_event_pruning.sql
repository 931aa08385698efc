ALTER TABLE "provider_logos" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_logos" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
CREATE INDEX "provider_events_at_brin" ON "provider_events" USING brin ("at");