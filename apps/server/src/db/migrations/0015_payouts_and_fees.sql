CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"external_id" text,
	"account_holder" text,
	"iban_last4" text,
	"onboarding_token_hash" text,
	"onboarding_token_expires_at" timestamp with time zone,
	"enabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_provider_known" CHECK ("payout_accounts"."provider" IN ('demo','stripe')),
	CONSTRAINT "payout_accounts_status_known" CHECK ("payout_accounts"."status" IN ('none','pending','enabled','restricted'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_status_known" CHECK ("payouts"."status" IN ('pending','paid','failed')),
	CONSTRAINT "payouts_provider_known" CHECK ("payouts"."provider" IN ('demo','stripe'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_owner";--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "bid_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_basis_points" integer;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_onboarding_token_key" ON "payout_accounts" USING btree ("onboarding_token_hash");--> statement-breakpoint
CREATE INDEX "payouts_seller_created_idx" ON "payouts" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payouts_pending_idx" ON "payouts" USING btree ("created_at") WHERE "payouts"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_kind_account_key" ON "ledger_entries" USING btree ("payout_id","kind","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_release_idx" ON "ledger_entries" USING btree ("created_at") WHERE "ledger_entries"."kind" = 'release' AND "ledger_entries"."account" = 'seller';--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bid_or_payout" CHECK (("ledger_entries"."bid_id" IS NULL) <> ("ledger_entries"."payout_id" IS NULL));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_known" CHECK ("ledger_entries"."kind" IN ('payment','release','refund','paid_outside','fee','clearing','payout','payout_paid','payout_failed'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_known" CHECK ("ledger_entries"."account" IN ('buyer','escrow','seller','seller_available','seller_in_flight','seller_paid_out','platform'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_owner" CHECK (("ledger_entries"."account" IN ('escrow', 'platform')) = ("ledger_entries"."user_id" IS NULL));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_basis_points_range" CHECK ("payments"."fee_basis_points" IS NULL OR "payments"."fee_basis_points" BETWEEN 0 AND 5000);