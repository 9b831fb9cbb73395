CREATE TABLE "chargebacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"gateway_dispute_id" text,
	"reason" text NOT NULL,
	"stage" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"held_cents" integer DEFAULT 0 NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "chargebacks_stage_known" CHECK ("chargebacks"."stage" IN ('escrow','clearing','cleared')),
	CONSTRAINT "chargebacks_outcome_known" CHECK ("chargebacks"."outcome" IS NULL OR "chargebacks"."outcome" IN ('seller','buyer')),
	CONSTRAINT "chargebacks_decided" CHECK (("chargebacks"."outcome" IS NULL) = ("chargebacks"."resolved_at" IS NULL)),
	CONSTRAINT "chargebacks_amounts" CHECK ("chargebacks"."amount_cents" > 0 AND "chargebacks"."held_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_known";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_type_known";--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chargebacks_bid_key" ON "chargebacks" USING btree ("bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chargebacks_gateway_dispute_key" ON "chargebacks" USING btree ("gateway_dispute_id");--> statement-breakpoint
CREATE INDEX "chargebacks_open_idx" ON "chargebacks" USING btree ("created_at","id") WHERE "chargebacks"."resolved_at" IS NULL AND "chargebacks"."held_cents" > 0;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" IN ('payment','release','refund','paid_outside','fee','clearing','payout','payout_paid','payout_failed','chargeback_hold','chargeback_return','chargeback_debit','chargeback_loss'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_known" CHECK ("ledger_entries"."account" IN ('buyer','escrow','seller','seller_available','seller_in_flight','seller_paid_out','seller_held','platform'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_type_known" CHECK ("order_events"."type" IN ('approve','withdraw','decline','cancel','cancel_unpaid','pay','deliver','accept','request_revision','cancel_paid','dispute','resolve_release','resolve_refund','resolve_split','placed','cancellation_requested','cancellation_withdrawn','chargeback','chargeback_seller','chargeback_buyer'));