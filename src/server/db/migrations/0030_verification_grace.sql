ALTER TABLE "provider_profiles" ADD COLUMN "verification_grace_until" timestamp with time zone;--> statement-breakpoint
-- Verification became required to send offers and be booked: providers already here get 30 days
-- (VERIFICATION_GRACE_DAYS, shared/domain/serving.ts) from now to have it approved; those who sign up later, none.
INSERT INTO "provider_profiles" ("provider_id", "verification_grace_until")
  SELECT p."id", now() + interval '30 days' FROM "profiles" p
  WHERE p."user_type" = 'provider' AND NOT EXISTS (SELECT 1 FROM "provider_verifications" v
    WHERE v."provider_id" = p."id" AND v."status" = 'approved')
  ON CONFLICT ("provider_id") DO UPDATE SET "verification_grace_until" = excluded."verification_grace_until";
