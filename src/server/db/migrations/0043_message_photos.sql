-- Issue 31: photos in messages, and the database's side of the storage port. stored_files keeps a file's bytes by
-- key when no S3-compatible bucket is configured; conversation_photos names each message photo's key, unattached
-- (message_id null) until its uploader sends it; a message of photos alone may have an empty body (photo_count).
CREATE TABLE "conversation_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"uploader_id" text NOT NULL,
	"message_id" bigint,
	"position" smallint,
	"storage_key" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "conversation_photos_attached_in_place" CHECK (("conversation_photos"."message_id" is null) = ("conversation_photos"."position" is null)),
	CONSTRAINT "conversation_photos_alt_length" CHECK (char_length("conversation_photos"."alt") <= 200)
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_matches" CHECK ("stored_files"."size" = octet_length("stored_files"."content"))
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" DROP CONSTRAINT "conversation_messages_body_length";--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "photo_count" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_photos" ADD CONSTRAINT "conversation_photos_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_photos" ADD CONSTRAINT "conversation_photos_uploader_id_profiles_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_photos" ADD CONSTRAINT "conversation_photos_message_id_conversation_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."conversation_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_photos_message_position_key" ON "conversation_photos" USING btree ("message_id","position");--> statement-breakpoint
CREATE INDEX "conversation_photos_unattached_idx" ON "conversation_photos" USING btree ("conversation_id","uploader_id","created_at") WHERE "conversation_photos"."message_id" is null;--> statement-breakpoint
CREATE INDEX "conversation_photos_uploader_idx" ON "conversation_photos" USING btree ("uploader_id");--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_photo_count_range" CHECK ("conversation_messages"."photo_count" between 0 and 4);--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_body_length" CHECK (char_length(btrim("conversation_messages"."body")) between 1 and 2000
        or ("conversation_messages"."body" = '' and "conversation_messages"."photo_count" > 0));