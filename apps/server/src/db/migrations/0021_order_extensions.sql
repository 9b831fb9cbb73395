CREATE TABLE "order_extensions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"previous_due_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"original_text" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "order_extensions_status_known" CHECK ("order_extensions"."status" IN ('open','accepted','declined')),
	CONSTRAINT "order_extensions_later" CHECK ("order_extensions"."due_at" > "order_extensions"."previous_due_at"),
	CONSTRAINT "order_extensions_answered" CHECK (("order_extensions"."status" = 'open') = ("order_extensions"."answered_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_extensions" ADD CONSTRAINT "order_extensions_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_extensions_one_open_key" ON "order_extensions" USING btree ("bid_id") WHERE "order_extensions"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_extensions_bid_idx" ON "order_extensions" USING btree ("bid_id","created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('approve','withdraw','decline','cancel','cancel_unpaid','pay','deliver','accept','request_revision','cancel_paid','dispute','resolve_release','resolve_refund','resolve_split','placed','cancellation_requested','cancellation_withdrawn','chargeback','chargeback_seller','chargeback_buyer','extension_requested','extension_accepted','extension_declined'));