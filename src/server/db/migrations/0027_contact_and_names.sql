ALTER TABLE "profiles" ADD COLUMN "address_interior" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "address_colonia" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "address_references" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "address_interior" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "address_colonia" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "address_references" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "address_interior" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "address_colonia" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "address_references" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contact_phone" text;--> statement-breakpoint
-- Sign-up asks for the full name (better-auth's users.name): the profile gets it in the same statement.
CREATE OR REPLACE FUNCTION create_profile_for_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO profiles (id, email, user_type, full_name)
    VALUES (NEW.id, NEW.email, NEW.user_type, nullif(btrim(NEW.name), ''));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Accounts made before: the name saved in Perfil becomes the account's (the panels greet by it); those without
-- one are asked once, after their next sign-in.
UPDATE "users" u SET "name" = btrim(p."full_name") FROM "profiles" p
  WHERE p."id" = u."id" AND btrim(u."name") = '' AND nullif(btrim(p."full_name"), '') IS NOT NULL
  AND p."deleted_at" IS NULL;
--> statement-breakpoint
-- The single address line saved before the parts existed stays whole as 'Calle y número' (profiles.address,
-- requests and services keep the column). A service not yet over that was agreed without one gets the
-- customer's Perfil address and phone as they are now; from here on a service keeps its own copy.
UPDATE "jobs" j SET "address" = coalesce(j."address", p."address"), "contact_phone" = p."phone"
  FROM "profiles" p
  WHERE p."id" = j."customer_id" AND j."status" IN ('pending', 'confirmed', 'done', 'disputed')
  AND p."deleted_at" IS NULL;
