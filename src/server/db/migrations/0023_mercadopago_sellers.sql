CREATE TABLE "payout_oauth_states" (
	"nonce" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"gateway" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "access_token" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "refresh_token" text;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_oauth_states" ADD CONSTRAINT "payout_oauth_states_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;