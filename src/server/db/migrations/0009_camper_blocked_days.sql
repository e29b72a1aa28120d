ALTER TABLE "campers" ADD COLUMN "blocked_from" date;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "blocked_days" bit varying;