-- One catalogue for requests, bookings, providers' price lists and the nearby filter: the nine services of
-- /servicios plus 'office-cleaning' ('Limpieza de Oficina', from $900). A request used to name a type of its own
-- (service_type); each old type becomes the catalogue service it always meant:
--   limpieza_hogar    -> home-cleaning
--   limpieza_oficina  -> office-cleaning
--   lavanderia        -> laundry
--   jardineria        -> garden
--   limpieza_ventanas -> windows
-- A direct booking already named its service (service_id) and keeps it. A service (jobs) copied its request's
-- type: it gets the same mapping, or its request's service when it had none.
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_service_type_valid";--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_service_id_valid";--> statement-breakpoint
ALTER TABLE "service_requests" DROP CONSTRAINT "service_requests_kind";--> statement-breakpoint
ALTER TABLE "provider_services" DROP CONSTRAINT "provider_services_service_valid";--> statement-breakpoint
UPDATE "service_requests" SET "service_id" = CASE "service_type"
    WHEN 'limpieza_hogar' THEN 'home-cleaning'
    WHEN 'limpieza_oficina' THEN 'office-cleaning'
    WHEN 'lavanderia' THEN 'laundry'
    WHEN 'jardineria' THEN 'garden'
    WHEN 'limpieza_ventanas' THEN 'windows'
  END
  WHERE "service_id" IS NULL;--> statement-breakpoint
UPDATE "jobs" AS j SET "service_id" = coalesce(CASE j."service_type"
    WHEN 'limpieza_hogar' THEN 'home-cleaning'
    WHEN 'limpieza_oficina' THEN 'office-cleaning'
    WHEN 'lavanderia' THEN 'laundry'
    WHEN 'jardineria' THEN 'garden'
    WHEN 'limpieza_ventanas' THEN 'windows'
  END, r."service_id")
  FROM "service_requests" AS r
  WHERE r."id" = j."request_id" AND j."service_id" IS NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ALTER COLUMN "service_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "service_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" DROP COLUMN "service_type";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "service_type";--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_id_valid" CHECK ("service_requests"."service_id" in ('home-cleaning', 'car-cleaning', 'laundry', 'garden', 'pool', 'windows', 'bathroom', 'maintenance', 'deep-cleaning', 'office-cleaning'));--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_kind" CHECK ("service_requests"."budget_range" is not null or ("service_requests"."price" is not null and "service_requests"."provider_id" is not null));--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_service_valid" CHECK ("provider_services"."service_id" in ('home-cleaning', 'car-cleaning', 'laundry', 'garden', 'pool', 'windows', 'bathroom', 'maintenance', 'deep-cleaning', 'office-cleaning'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_service_id_valid" CHECK ("jobs"."service_id" in ('home-cleaning', 'car-cleaning', 'laundry', 'garden', 'pool', 'windows', 'bathroom', 'maintenance', 'deep-cleaning', 'office-cleaning'));
