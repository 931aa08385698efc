CREATE TABLE "site_stats" (
	"id" integer PRIMARY KEY NOT NULL,
	"customers" integer NOT NULL,
	"completed_services" integer NOT NULL,
	"reviews" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	"high_ratings" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_stats_one_row" CHECK ("site_stats"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "showcase_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_showcase_idx" ON "reviews" USING btree ("published_at") WHERE "reviews"."showcase_consent" and "reviews"."author_role" = 'customer' and "reviews"."rating" >= 4 and "reviews"."published_at" is not null and "reviews"."hidden_at" is null;