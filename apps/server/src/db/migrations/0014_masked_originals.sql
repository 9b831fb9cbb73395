ALTER TABLE "files" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "order_cancellations" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "order_disputes" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "gig_reviews" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "user_reviews" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "original_text" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "original_text" jsonb;