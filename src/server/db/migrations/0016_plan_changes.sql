CREATE TABLE "gateway_prices" (
	"gateway" text NOT NULL,
	"external_id" text NOT NULL,
	"plan_type" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_prices_gateway_external_id_pk" PRIMARY KEY("gateway","external_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_plan_type" text;