CREATE TABLE "tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_dedupe_key" UNIQUE("dedupe_key"),
	CONSTRAINT "tasks_max_attempts_positive" CHECK ("tasks"."max_attempts" >= 1)
);
--> statement-breakpoint
CREATE INDEX "tasks_due_idx" ON "tasks" USING btree ("run_at" NULLS FIRST,"id") WHERE "tasks"."done_at" is null and "tasks"."failed_at" is null;