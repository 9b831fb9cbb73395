ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_known";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_known" CHECK ("account_tokens"."purpose" IN ('password_reset','email_verification','email_change','email_change_cancel'));
