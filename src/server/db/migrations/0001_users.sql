CREATE TYPE "public"."professional_type" AS ENUM('SOLETRADER', 'BUSINESS', 'PARTNERSHIP_DE', 'PARTNERSHIP_NL');--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_owner" boolean DEFAULT false NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_pro" boolean DEFAULT false NOT NULL,
	"professional_type" "professional_type",
	"phone" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"borned_on" date,
	"locale" text DEFAULT 'en' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"profile_picture_url" text,
	"description" text,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_is_owner_idx" ON "users" USING btree ("is_owner");