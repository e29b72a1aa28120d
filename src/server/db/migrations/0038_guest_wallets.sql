CREATE TABLE "guest_wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_wallet_id" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"holder" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_wallets_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "guest_wallets_provider_wallet_id_unique" UNIQUE("provider_wallet_id")
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"holder" text NOT NULL,
	"currency" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sandbox_wallets_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_sandbox_wallets_iban_unique" UNIQUE("iban"),
	CONSTRAINT "payment_sandbox_wallets_balance_check" CHECK ("payment_sandbox_wallets"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "payment_sandbox_transactions" ADD COLUMN "wallet_id" text;--> statement-breakpoint
ALTER TABLE "guest_wallets" ADD CONSTRAINT "guest_wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK (method IN ('card', 'card_2', 'cred_4', 'ho_vou', 'transfer', 'transfer_wallet', 'sofort', 'paypal', 'klarna', 'ideal', 'mbway'));