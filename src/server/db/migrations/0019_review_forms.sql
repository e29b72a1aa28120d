CREATE TABLE "review_photos" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "end_rating" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "target_rating" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "private_comment" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_booking_side_idx" ON "reviews" USING btree ("booking_id","author_type");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_end_rating_check" CHECK ("reviews"."end_rating" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_target_rating_check" CHECK ("reviews"."target_rating" BETWEEN 1 AND 5);