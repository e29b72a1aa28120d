ALTER TABLE "payments" ADD COLUMN "owner_share" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_share_check" CHECK ("payments"."owner_share" >= 0);