CREATE TABLE "message_files" (
	"message_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "message_files_message_id_file_id_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "order_cancellations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "order_cancellations_side_known" CHECK ("order_cancellations"."requested_by" IN ('buyer','seller')),
	CONSTRAINT "order_cancellations_status_known" CHECK ("order_cancellations"."status" IN ('open','withdrawn','accepted','closed'))
);
--> statement-breakpoint
CREATE TABLE "order_deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_delivery_files" (
	"delivery_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_delivery_files_delivery_id_file_id_pk" PRIMARY KEY("delivery_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "order_disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"opened_by" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"refund_cents" integer,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "order_disputes_side_known" CHECK ("order_disputes"."opened_by" IN ('buyer','seller')),
	CONSTRAINT "order_disputes_outcome_known" CHECK ("order_disputes"."outcome" IS NULL OR "order_disputes"."outcome" IN ('release','refund','split')),
	CONSTRAINT "order_disputes_decided" CHECK (("order_disputes"."outcome" IS NULL) = ("order_disputes"."resolved_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"amount_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('approve','withdraw','decline','cancel','cancel_unpaid','pay','deliver','accept','request_revision','cancel_paid','dispute','resolve_release','resolve_refund','resolve_split','placed','cancellation_requested','cancellation_withdrawn')),
	CONSTRAINT "order_events_actor_known" CHECK ("order_events"."actor" IN ('buyer','seller','operator','system'))
);
--> statement-breakpoint
CREATE TABLE "demo_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_refunds_amount_positive" CHECK ("demo_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" IN ('pending','succeeded','failed'))
);
--> statement-breakpoint
ALTER TABLE "bids" DROP CONSTRAINT "bids_status_known";--> statement-breakpoint
ALTER TABLE "gigs" DROP CONSTRAINT "gigs_status_known";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
DROP INDEX "bids_gig_bidder_key";--> statement-breakpoint
DROP INDEX "bids_one_chosen_per_gig_key";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "revisions_included" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "revisions_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "decline_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "revisions" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_files" ADD CONSTRAINT "message_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD CONSTRAINT "order_cancellations_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_files" ADD CONSTRAINT "order_delivery_files_delivery_id_order_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."order_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_delivery_files" ADD CONSTRAINT "order_delivery_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_refunds" ADD CONSTRAINT "demo_refunds_intent_id_demo_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."demo_payment_intents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_files_file_idx" ON "message_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cancellations_one_open_key" ON "order_cancellations" USING btree ("bid_id") WHERE "order_cancellations"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_cancellations_bid_idx" ON "order_cancellations" USING btree ("bid_id","created_at");--> statement-breakpoint
CREATE INDEX "order_deliveries_bid_created_idx" ON "order_deliveries" USING btree ("bid_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_delivery_files_file_idx" ON "order_delivery_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_bid_key" ON "order_disputes" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "order_disputes_open_idx" ON "order_disputes" USING btree ("created_at","id") WHERE "order_disputes"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "order_events_bid_created_idx" ON "order_events" USING btree ("bid_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_refunds_idempotency_key" ON "demo_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "demo_refunds_intent_idx" ON "demo_refunds" USING btree ("intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_bid_key" ON "refunds" USING btree ("bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_live_per_gig_bidder_key" ON "bids" USING btree ("gig_id","bidder_id") WHERE "bids"."status" IN ('pending','approved','in_progress','delivered','disputed');--> statement-breakpoint
CREATE INDEX "bids_gig_bidder_idx" ON "bids" USING btree ("gig_id","bidder_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_active_order_per_gig_key" ON "bids" USING btree ("gig_id") WHERE "bids"."status" IN ('approved','in_progress','delivered','disputed');--> statement-breakpoint
CREATE INDEX "bids_status_delivered_idx" ON "bids" USING btree ("status","delivered_at");--> statement-breakpoint
CREATE INDEX "bids_status_approved_idx" ON "bids" USING btree ("status","approved_at");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_revisions_used_range" CHECK ("bids"."revisions_used" BETWEEN 0 AND "bids"."revisions_included");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_status_known" CHECK ("bids"."status" IN ('pending','approved','in_progress','delivered','completed','cancelled','withdrawn','declined','disputed','refunded'));--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_revisions_range" CHECK ("gigs"."revisions" BETWEEN 0 AND 10);--> statement-breakpoint
-- A gig is a repeatable offer now: a gig whose one order was completed takes bids again.
UPDATE "gigs" SET "status" = 'available' WHERE "status" = 'completed';--> statement-breakpoint
-- Orders paid before due dates existed are due their days after their payment.
UPDATE "bids" SET "paid_at" = p."succeeded_at", "due_at" = p."succeeded_at" + "bids"."days" * interval '1 day'
  FROM "payments" p WHERE p."bid_id" = "bids"."id" AND p."status" = 'succeeded';--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_status_known" CHECK ("gigs"."status" IN ('available','in_progress'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_known" CHECK ("notifications"."type" IN ('bid_placed','bid_approved','bid_not_selected','bid_paid','review_received','message_received','bid_withdrawn','bid_declined','order_cancelled','order_delivered','revision_requested','order_completed','cancellation_requested','cancellation_withdrawn','order_refunded','order_disputed','dispute_resolved'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" IN ('payment','release','refund','paid_outside'));