-- Issue 31, 'Files kept properly': providers' photos and logos move behind the storage port, as verification
-- documents did in 0045. Each image gets a key; its bytes are copied into stored_files (the port's database side,
-- the default) under that key, with their type, size and upload time, and only then is the column dropped: nothing
-- is lost. A deployment that sets the S3_* variables later still reads these from the database (withEarlierStore).
ALTER TABLE "provider_photos" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "provider_logos" ADD COLUMN "storage_key" text;--> statement-breakpoint
UPDATE "provider_photos"
  SET "storage_key" = 'provider-photos/' || "provider_id" || '/' || gen_random_uuid();--> statement-breakpoint
UPDATE "provider_logos"
  SET "storage_key" = 'provider-logos/' || "provider_id" || '/' || gen_random_uuid();--> statement-breakpoint
INSERT INTO "stored_files" ("key", "content_type", "content", "size", "stored_at")
  SELECT "storage_key", "content_type", "image", octet_length("image"), "updated_at" FROM "provider_photos"
  UNION ALL
  SELECT "storage_key", "content_type", "image", octet_length("image"), "updated_at" FROM "provider_logos";--> statement-breakpoint
ALTER TABLE "provider_photos" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_logos" ALTER COLUMN "storage_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_photos" ADD CONSTRAINT "provider_photos_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "provider_logos" ADD CONSTRAINT "provider_logos_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "provider_photos" DROP COLUMN "image";--> statement-breakpoint
ALTER TABLE "provider_logos" DROP COLUMN "image";
