-- Issue 30: the providers a customer saved as favourites (Favoritos), one row a pair.
CREATE TABLE "favourite_providers" (
	"customer_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_providers_customer_id_provider_id_pk" PRIMARY KEY("customer_id","provider_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_providers" ADD CONSTRAINT "favourite_providers_customer_id_profiles_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_providers" ADD CONSTRAINT "favourite_providers_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_providers_provider_idx" ON "favourite_providers" USING btree ("provider_id");