CREATE TABLE "assignment_files" (
	"assignment_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "assignment_files_assignment_id_file_id_pk" PRIMARY KEY("assignment_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"assignment_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"deliver_by" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"original_text" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_offers_status_known" CHECK ("assignment_offers"."status" IN ('pending','withdrawn','declined','accepted')),
	CONSTRAINT "assignment_offers_amount_positive" CHECK ("assignment_offers"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"poster_id" uuid NOT NULL,
	"title" text NOT NULL,
	"brief" jsonb NOT NULL,
	"purpose" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"budget_max_cents" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"original_text" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_status_known" CHECK ("assignments"."status" IN ('open','closed','awarded')),
	CONSTRAINT "assignments_purpose_known" CHECK ("assignments"."purpose" IN ('model_answer','editing','tutoring','research_help','formatting')),
	CONSTRAINT "assignments_budget_positive" CHECK ("assignments"."budget_max_cents" IS NULL OR "assignments"."budget_max_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "assignment_files" ADD CONSTRAINT "assignment_files_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_files" ADD CONSTRAINT "assignment_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_offers" ADD CONSTRAINT "assignment_offers_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_offers" ADD CONSTRAINT "assignment_offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_files_file_idx" ON "assignment_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assignment_offers_one_live_key" ON "assignment_offers" USING btree ("assignment_id","seller_id") WHERE "assignment_offers"."status" IN ('pending','accepted');--> statement-breakpoint
CREATE INDEX "assignment_offers_assignment_created_idx" ON "assignment_offers" USING btree ("assignment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "assignment_offers_seller_idx" ON "assignment_offers" USING btree ("seller_id","assignment_id");--> statement-breakpoint
CREATE INDEX "assignments_status_created_idx" ON "assignments" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_status_purpose_created_idx" ON "assignments" USING btree ("status","purpose","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_status_work_type_created_idx" ON "assignments" USING btree ("status",("brief" ->> 'workType'),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_status_level_created_idx" ON "assignments" USING btree ("status",("brief" ->> 'level'),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_title_trgm_idx" ON "assignments" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "assignments_poster_created_idx" ON "assignments" USING btree ("poster_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_open_deadline_idx" ON "assignments" USING btree ("deadline") WHERE "assignments"."status" = 'open';