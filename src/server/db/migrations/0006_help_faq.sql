CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"topic_key" text NOT NULL,
	"audiences" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "faq_entries_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "faq_entry_translations" (
	"entry_id" integer NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "faq_entry_translations_entry_id_locale_pk" PRIMARY KEY("entry_id","locale")
);
--> statement-breakpoint
CREATE TABLE "faq_topic_translations" (
	"topic_key" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	CONSTRAINT "faq_topic_translations_topic_key_locale_pk" PRIMARY KEY("topic_key","locale")
);
--> statement-breakpoint
CREATE TABLE "faq_topics" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_topic_key_faq_topics_key_fk" FOREIGN KEY ("topic_key") REFERENCES "public"."faq_topics"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_entry_translations" ADD CONSTRAINT "faq_entry_translations_entry_id_faq_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."faq_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_topic_translations" ADD CONSTRAINT "faq_topic_translations_topic_key_faq_topics_key_fk" FOREIGN KEY ("topic_key") REFERENCES "public"."faq_topics"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faq_entries_topic_key_idx" ON "faq_entries" USING btree ("topic_key");