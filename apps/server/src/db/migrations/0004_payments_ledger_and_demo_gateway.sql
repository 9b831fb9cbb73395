CREATE TABLE "demo_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"last_error_code" text,
	"last_error_message" text,
	"settles_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_payment_intents_amount_positive" CHECK ("demo_payment_intents"."amount_cents" > 0),
	CONSTRAINT "demo_payment_intents_status_known" CHECK ("demo_payment_intents"."status" IN ('requires_payment_method','processing','succeeded','canceled')),
	CONSTRAINT "demo_payment_intents_card_last4_digits" CHECK ("demo_payment_intents"."card_last4" IS NULL OR "demo_payment_intents"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"movement_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bid_id" uuid NOT NULL,
	"payment_id" uuid,
	"account" text NOT NULL,
	"user_id" uuid,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" IN ('payment','release','paid_outside')),
	CONSTRAINT "ledger_entries_account_known" CHECK ("ledger_entries"."account" IN ('buyer','escrow','seller')),
	CONSTRAINT "ledger_entries_amount_nonzero" CHECK ("ledger_entries"."amount_cents" <> 0),
	CONSTRAINT "ledger_entries_owner" CHECK (("ledger_entries"."account" = 'escrow') = ("ledger_entries"."user_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "demo_payment_intents_idempotency_key" ON "demo_payment_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_payment_intents_client_secret_key" ON "demo_payment_intents" USING btree ("client_secret");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_bid_kind_account_key" ON "ledger_entries" USING btree ("bid_id","kind","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_movement_idx" ON "ledger_entries" USING btree ("movement_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_account_idx" ON "ledger_entries" USING btree ("user_id","account","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_bid_key" ON "payments" USING btree ("bid_id") WHERE "payments"."status" IN ('requires_payment_method','processing');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_last4_digits" CHECK ("payments"."card_last4" IS NULL OR "payments"."card_last4" ~ '^[0-9]{4}$');--> statement-breakpoint
-- The ledger of the money that moved before it existed: each succeeded payment went into escrow,
-- each completed order paid online was released to its seller, each other completed order was paid
-- outside the platform. Movement ids are derived from the bid and the kind, so each pair of lines
-- shares one.
INSERT INTO "ledger_entries" ("id", "movement_id", "kind", "bid_id", "payment_id", "account", "user_id", "amount_cents", "created_at")
SELECT gen_random_uuid(), md5(p."bid_id"::text || ':payment')::uuid, 'payment', p."bid_id", p."id", line."account", line."user_id", line."amount_cents", coalesce(p."succeeded_at", p."updated_at")
FROM "payments" p
CROSS JOIN LATERAL (VALUES ('buyer', p."buyer_id", -p."amount_cents"), ('escrow', NULL::uuid, p."amount_cents")) AS line("account", "user_id", "amount_cents")
WHERE p."status" = 'succeeded';--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "movement_id", "kind", "bid_id", "payment_id", "account", "user_id", "amount_cents", "created_at")
SELECT gen_random_uuid(), md5(b."id"::text || ':release')::uuid, 'release', b."id", p."id", line."account", line."user_id", line."amount_cents", b."completed_at"
FROM "bids" b
JOIN "payments" p ON p."bid_id" = b."id" AND p."status" = 'succeeded'
CROSS JOIN LATERAL (VALUES ('escrow', NULL::uuid, -p."amount_cents"), ('seller', b."seller_id", p."amount_cents")) AS line("account", "user_id", "amount_cents")
WHERE b."status" = 'completed';--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "movement_id", "kind", "bid_id", "payment_id", "account", "user_id", "amount_cents", "created_at")
SELECT gen_random_uuid(), md5(b."id"::text || ':paid_outside')::uuid, 'paid_outside', b."id", NULL, line."account", line."user_id", line."amount_cents", b."completed_at"
FROM "bids" b
CROSS JOIN LATERAL (VALUES ('buyer', b."bidder_id", -b."amount_cents"), ('seller', b."seller_id", b."amount_cents")) AS line("account", "user_id", "amount_cents")
WHERE b."status" = 'completed' AND NOT EXISTS (SELECT 1 FROM "payments" p WHERE p."bid_id" = b."id" AND p."status" = 'succeeded');
