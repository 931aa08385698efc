-- Issue 32, every panel list keyset-paged: each side's services by (scheduled_at, id), the order and cursor of
-- its pages, and those still ahead or under way in partial indexes of their own (Programados and Calendario's
-- agenda read a page of them without stepping over the person's history); the few services in dispute
-- (Disputas) and the verification requests waiting (Verificaciones) each in a small partial index.
DROP INDEX "jobs_customer_scheduled_idx";--> statement-breakpoint
DROP INDEX "jobs_provider_scheduled_idx";--> statement-breakpoint
CREATE INDEX "jobs_customer_upcoming_idx" ON "jobs" USING btree ("customer_id","scheduled_at","id") WHERE "jobs"."status" in ('pending', 'confirmed', 'done', 'disputed');--> statement-breakpoint
CREATE INDEX "jobs_provider_upcoming_idx" ON "jobs" USING btree ("provider_id","scheduled_at","id") WHERE "jobs"."status" in ('pending', 'confirmed', 'done', 'disputed');--> statement-breakpoint
CREATE INDEX "jobs_disputed_idx" ON "jobs" USING btree ("id") WHERE "jobs"."status" = 'disputed';--> statement-breakpoint
CREATE INDEX "provider_verifications_pending_idx" ON "provider_verifications" USING btree ("submitted_at","provider_id") WHERE "provider_verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_customer_scheduled_idx" ON "jobs" USING btree ("customer_id","scheduled_at","id");--> statement-breakpoint
CREATE INDEX "jobs_provider_scheduled_idx" ON "jobs" USING btree ("provider_id","scheduled_at","id");