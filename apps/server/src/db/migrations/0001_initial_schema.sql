CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gig_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"days" integer NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "bids_status_known" CHECK ("bids"."status" IN ('pending','approved','in_progress','completed','cancelled')),
	CONSTRAINT "bids_amount_positive" CHECK ("bids"."amount_cents" > 0),
	CONSTRAINT "bids_days_positive" CHECK ("bids"."days" >= 1),
	CONSTRAINT "bids_not_own_gig" CHECK ("bids"."bidder_id" <> "bids"."seller_id")
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"read_by_seller" boolean DEFAULT true NOT NULL,
	"read_by_buyer" boolean DEFAULT true NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_two_people" CHECK ("conversations"."seller_id" <> "conversations"."buyer_id")
);
--> statement-breakpoint
CREATE TABLE "gig_likes" (
	"gig_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gig_likes_gig_id_user_id_pk" PRIMARY KEY("gig_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "gig_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"gig_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"comment" text DEFAULT '-' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gig_reviews_stars_range" CHECK ("gig_reviews"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "gigs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"cat" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"desc" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"delivery_time" integer NOT NULL,
	"price_min_cents" integer DEFAULT 0 NOT NULL,
	"price_max_cents" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 1 NOT NULL,
	"price_per_page_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"discount_enabled" boolean DEFAULT false NOT NULL,
	"discount_amount_cents" integer DEFAULT 0 NOT NULL,
	"discount_condition" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"document_id" uuid,
	"total_stars" integer DEFAULT 0 NOT NULL,
	"star_number" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (CASE language
        WHEN 'fr' THEN to_tsvector('french'::regconfig, title || ' ' || "desc")
        WHEN 'de' THEN to_tsvector('german'::regconfig, title || ' ' || "desc")
        WHEN 'es' THEN to_tsvector('spanish'::regconfig, title || ' ' || "desc")
        ELSE to_tsvector('english'::regconfig, title || ' ' || "desc") END) STORED,
	CONSTRAINT "gigs_cat_known" CHECK ("gigs"."cat" IN ('essay-writing','college-essay-writing','coursework-writing','dissertation-writing','custom-essay-writing','research-paper-writing','term-paper-writing','thesis-writing','case-study-writing','literature-review-writing')),
	CONSTRAINT "gigs_status_known" CHECK ("gigs"."status" IN ('available','in_progress','completed')),
	CONSTRAINT "gigs_delivery_time_positive" CHECK ("gigs"."delivery_time" >= 1),
	CONSTRAINT "gigs_pages_positive" CHECK ("gigs"."pages" >= 1),
	CONSTRAINT "gigs_prices_non_negative" CHECK ("gigs"."price_min_cents" >= 0 AND "gigs"."price_max_cents" >= 0 AND "gigs"."total_price_cents" >= 0),
	CONSTRAINT "gigs_discount_non_negative" CHECK ("gigs"."discount_amount_cents" >= 0),
	CONSTRAINT "gigs_stars_consistent" CHECK ("gigs"."total_stars" >= 0 AND "gigs"."star_number" >= 0 AND "gigs"."sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"desc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_desc_length" CHECK (char_length("messages"."desc") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"gateway" text NOT NULL,
	"intent_id" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" IN ('requires_payment_method','processing','succeeded','canceled'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size_positive" CHECK ("uploads"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bid_id" uuid NOT NULL,
	"gig_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reviewee_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"satisfaction" text NOT NULL,
	"comment" text DEFAULT '-' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_reviews_stars_range" CHECK ("user_reviews"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "user_reviews_satisfaction_known" CHECK ("user_reviews"."satisfaction" IN ('poor','fair','good','very_good','excellent'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"is_seller" boolean DEFAULT false NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"nationality" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hobbies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social" jsonb DEFAULT '{"linkedin":"","twitter":"","github":"","website":""}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_bio_length" CHECK (char_length("users"."bio") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_likes" ADD CONSTRAINT "gig_likes_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_likes" ADD CONSTRAINT "gig_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_reviews" ADD CONSTRAINT "gig_reviews_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_reviews" ADD CONSTRAINT "gig_reviews_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_reviews" ADD CONSTRAINT "gig_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gig_reviews" ADD CONSTRAINT "gig_reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_document_id_uploads_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD CONSTRAINT "user_reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_gig_bidder_key" ON "bids" USING btree ("gig_id","bidder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_chosen_per_gig_key" ON "bids" USING btree ("gig_id") WHERE "bids"."status" IN ('approved','in_progress','completed');--> statement-breakpoint
CREATE INDEX "bids_seller_status_idx" ON "bids" USING btree ("seller_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_bidder_status_idx" ON "bids" USING btree ("bidder_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bids_gig_status_idx" ON "bids" USING btree ("gig_id","status");--> statement-breakpoint
CREATE INDEX "bids_seller_completed_idx" ON "bids" USING btree ("seller_id","completed_at");--> statement-breakpoint
CREATE INDEX "conversations_seller_updated_idx" ON "conversations" USING btree ("seller_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_buyer_updated_idx" ON "conversations" USING btree ("buyer_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gig_likes_user_id_idx" ON "gig_likes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gig_reviews_bid_id_key" ON "gig_reviews" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "gig_reviews_gig_created_idx" ON "gig_reviews" USING btree ("gig_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gig_reviews_seller_created_idx" ON "gig_reviews" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_user_id_created_idx" ON "gigs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_sales_idx" ON "gigs" USING btree ("sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_created_idx" ON "gigs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_cat_sales_idx" ON "gigs" USING btree ("cat","sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_cat_created_idx" ON "gigs" USING btree ("cat","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gigs_total_price_idx" ON "gigs" USING btree ("total_price_cents");--> statement-breakpoint
CREATE INDEX "gigs_search_vector_idx" ON "gigs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "gigs_title_trgm_idx" ON "gigs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "login_failures_scope_key_created_idx" ON "login_failures" USING btree ("scope","key","created_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_intent_key" ON "payments" USING btree ("gateway","intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_success_per_bid_key" ON "payments" USING btree ("bid_id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_bid_id_idx" ON "payments" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "payments_buyer_created_idx" ON "payments" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_key" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_owner_id_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_reviews_bid_id_key" ON "user_reviews" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "user_reviews_reviewee_created_idx" ON "user_reviews" USING btree ("reviewee_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));