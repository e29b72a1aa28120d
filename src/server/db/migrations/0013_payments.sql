CREATE TABLE "payment_sandbox_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"card_id" text,
	"status" text NOT NULL,
	"next_action" text NOT NULL,
	"result_code" text,
	"return_url" text,
	"pay_in_id" text,
	"expires_at" timestamp with time zone,
	"auto_confirm_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"payment_id" integer,
	"response_status" smallint,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_billing_details" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zipcode" text NOT NULL,
	"country" text NOT NULL,
	"country_of_residence" text NOT NULL,
	"nationality" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_card_id" text NOT NULL,
	"alias" text NOT NULL,
	"expiry" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_provider_card_id_unique" UNIQUE("provider_card_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"extension_id" integer,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"instalment_number" smallint DEFAULT 1 NOT NULL,
	"instalment_count" smallint DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"state" text DEFAULT 'select' NOT NULL,
	"card_id" integer,
	"return_url" text,
	"phone_number" text,
	"provider_key" text NOT NULL,
	"provider_payment_id" text,
	"provider_redirect_url" text,
	"error_code" text,
	"first_payment_id" integer,
	"due_on" date,
	"refund_of_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_key_unique" UNIQUE("provider_key"),
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_instalment_check" CHECK ("payments"."instalment_number" BETWEEN 1 AND "payments"."instalment_count"),
	CONSTRAINT "payments_status_check" CHECK (status IN ('CREATED', 'SUCCEEDED', 'FAILED')),
	CONSTRAINT "payments_state_check" CHECK (state IN ('unknow', 'suggest', 'select', 'to_come', 'in_prog', 'done', 'failed', 'cancel')),
	CONSTRAINT "payments_reason_check" CHECK (reason IN ('booking', 'extension', 'sinister', 'gift_card', 'deposit', 'goodwill', 'refund', 'moneybox', 'tolls_and_fines')),
	CONSTRAINT "payments_method_check" CHECK (method IN ('card', 'card_2', 'cred_4', 'ho_vou', 'transfer', 'sofort', 'paypal', 'klarna', 'ideal', 'mbway'))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_billing_details" ADD CONSTRAINT "payment_billing_details_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_cards_user_id_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_booking_id_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "payments_due_idx" ON "payments" USING btree ("due_on") WHERE state = 'to_come';--> statement-breakpoint
CREATE INDEX "payments_unsettled_idx" ON "payments" USING btree ("updated_at") WHERE status = 'CREATED' AND state <> 'to_come';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_charge_idx" ON "payments" USING btree ("booking_id",coalesce("extension_id", 0),"instalment_number") WHERE reason IN ('booking', 'extension') AND status <> 'FAILED' AND state <> 'cancel';