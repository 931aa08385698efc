-- Messages sent before this migration stay standard: who sent them was not recorded.
ALTER TABLE "contact_messages" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("priority" DESC NULLS LAST,"created_at","id") WHERE "contact_messages"."handled_at" is null;