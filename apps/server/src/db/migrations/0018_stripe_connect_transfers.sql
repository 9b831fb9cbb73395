CREATE TABLE "payout_transfers" (
	"bid_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payout_transfers_amount_positive" CHECK ("payout_transfers"."amount_cents" > 0),
	CONSTRAINT "payout_transfers_status_known" CHECK ("payout_transfers"."status" IN ('pending','sent','failed'))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD COLUMN "provider_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_transfers" ADD CONSTRAINT "payout_transfers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_transfers_seller_idx" ON "payout_transfers" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "payout_transfers_pending_idx" ON "payout_transfers" USING btree ("created_at") WHERE "payout_transfers"."status" = 'pending';