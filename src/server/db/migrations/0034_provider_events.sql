CREATE TABLE "provider_event_days" (
	"provider_id" text NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "provider_event_days_provider_id_day_kind_pk" PRIMARY KEY("provider_id","day","kind"),
	CONSTRAINT "provider_event_days_kind_valid" CHECK ("provider_event_days"."kind" in ('profile_view', 'search_appearance', 'wizard_appearance')),
	CONSTRAINT "provider_event_days_count_positive" CHECK ("provider_event_days"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_events_kind_valid" CHECK ("provider_events"."kind" in ('profile_view', 'search_appearance', 'wizard_appearance'))
);
--> statement-breakpoint
ALTER TABLE "provider_event_days" ADD CONSTRAINT "provider_event_days_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_provider_id_profiles_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_events_provider_at_idx" ON "provider_events" USING btree ("provider_id","at");