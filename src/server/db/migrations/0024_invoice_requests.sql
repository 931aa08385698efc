CREATE TABLE "invoice_requests" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"receptor" jsonb NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "invoice_requests_amount_positive" CHECK ("invoice_requests"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_requests" ADD CONSTRAINT "invoice_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;