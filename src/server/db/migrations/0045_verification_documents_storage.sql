-- Issue 31, 'Files kept properly': verification documents' bytes move behind the storage port. Each document gets a
-- key; its bytes are copied into stored_files (the port's database side, the default) under that key, with their
-- type, size and upload time, and only then is the column dropped: nothing is lost. A deployment that sets the
-- S3_* variables later still reads these from the database (storage/index.ts, withEarlierStore).
ALTER TABLE "verification_documents" ADD COLUMN "storage_key" text;--> statement-breakpoint
UPDATE "verification_documents"
  SET "storage_key" = 'verification-documents/' || "provider_id" || '/' || gen_random_uuid();--> statement-breakpoint
INSERT INTO "stored_files" ("key", "content_type", "content", "size", "stored_at")
  SELECT "storage_key", "content_type", "content", octet_length("content"), "uploaded_at"
  FROM "verification_documents";--> statement-breakpoint
ALTER TABLE "verification_documents" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "verification_documents" DROP COLUMN "content";
