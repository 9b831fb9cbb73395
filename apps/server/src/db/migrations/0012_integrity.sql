CREATE TABLE "bid_files" (
	"bid_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bid_files_bid_id_file_id_pk" PRIMARY KEY("bid_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_originality" (
	"delivery_id" uuid PRIMARY KEY NOT NULL,
	"overlap_percent" integer NOT NULL,
	"matches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unreadable" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_fingerprints" (
	"document_id" uuid NOT NULL,
	"hash" bigint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "document_fingerprints_document_id_position_pk" PRIMARY KEY("document_id","position")
);
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_id" uuid,
	"upload_id" uuid,
	"owner_id" uuid,
	"text" text NOT NULL,
	"word_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_texts_source_known" CHECK ("document_texts"."source" IN ('delivery','sample')),
	CONSTRAINT "document_texts_one_origin" CHECK (("document_texts"."file_id" IS NULL) <> ("document_texts"."upload_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "jurisdiction_rules" (
	"country" text PRIMARY KEY NOT NULL,
	"allowed_purposes" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"operator_id" uuid,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_audit_log_action_known" CHECK ("operator_audit_log"."action" IN ('report_dismissed','gig_hidden','gig_unhidden','user_suspended','user_unsuspended','jurisdiction_rule_set','jurisdiction_rule_removed','dispute_decided'))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_known" CHECK ("reports"."target_type" IN ('gig','user','message')),
	CONSTRAINT "reports_reason_known" CHECK ("reports"."reason" IN ('contract_cheating','contact_outside','spam','abuse','fraud','other')),
	CONSTRAINT "reports_status_known" CHECK ("reports"."status" IN ('open','dismissed','actioned')),
	CONSTRAINT "reports_details_length" CHECK (char_length("reports"."details") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "brief" jsonb;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "original_message" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "original_desc" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "purpose" text DEFAULT 'model_answer' NOT NULL;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "honor_code_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "honor_code_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_files" ADD CONSTRAINT "bid_files_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_files" ADD CONSTRAINT "bid_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_originality" ADD CONSTRAINT "delivery_originality_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fingerprints" ADD CONSTRAINT "document_fingerprints_document_id_document_texts_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jurisdiction_rules" ADD CONSTRAINT "jurisdiction_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_audit_log" ADD CONSTRAINT "operator_audit_log_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_files_file_idx" ON "bid_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "document_fingerprints_hash_idx" ON "document_fingerprints" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "document_texts_file_key" ON "document_texts" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_texts_upload_key" ON "document_texts" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "operator_audit_log_target_idx" ON "operator_audit_log" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "operator_audit_log_created_idx" ON "operator_audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_reporter_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_purpose_known" CHECK ("gigs"."purpose" IN ('model_answer','editing','tutoring','research_help','formatting'));--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_hidden_reason_known" CHECK ("gigs"."hidden_reason" IS NULL OR "gigs"."hidden_reason" IN ('not_selling','operator','suspended'));--> statement-breakpoint
-- Existing gigs get the purpose nearest to their category: literature reviews are research help; every other writing category is a model answer.
UPDATE "gigs" SET "purpose" = 'research_help' WHERE "cat" = 'literature-review-writing';--> statement-breakpoint
-- Gigs hidden before this migration were hidden because their owner stopped selling.
UPDATE "gigs" SET "hidden_reason" = 'not_selling' WHERE "hidden_at" IS NOT NULL;
