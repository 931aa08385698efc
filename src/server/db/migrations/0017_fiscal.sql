CREATE TABLE "cfdi_invoices" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"uuid" text,
	"receptor" jsonb NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "cfdi_invoices_status_valid" CHECK ("cfdi_invoices"."status" in ('pending', 'issued', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_profiles" (
	"profile_id" text PRIMARY KEY NOT NULL,
	"rfc" text NOT NULL,
	"legal_name" text NOT NULL,
	"tax_regime" text NOT NULL,
	"zip" text NOT NULL,
	"cfdi_use" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_profiles_tax_regime_valid" CHECK ("fiscal_profiles"."tax_regime" in ('601', '603', '605', '606', '607', '608', '610', '611', '612', '614', '615', '616', '620', '621', '622', '623', '624', '625', '626')),
	CONSTRAINT "fiscal_profiles_cfdi_use_valid" CHECK ("fiscal_profiles"."cfdi_use" in ('G01', 'G02', 'G03', 'I01', 'I02', 'I03', 'I04', 'I05', 'I06', 'I07', 'I08', 'D01', 'D02', 'D03', 'D04', 'D05', 'D06', 'D07', 'D08', 'D09', 'D10', 'S01', 'CP01', 'CN01')),
	CONSTRAINT "fiscal_profiles_zip_valid" CHECK ("fiscal_profiles"."zip" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "cfdi_invoices" ADD CONSTRAINT "cfdi_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_profiles" ADD CONSTRAINT "fiscal_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;