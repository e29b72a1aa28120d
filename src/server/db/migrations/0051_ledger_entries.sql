CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movement_key" text NOT NULL,
	"movement" text NOT NULL,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"booking_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"payment_id" integer,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_movement_check" CHECK (movement IN ('pay_in', 'refund', 'give_back', 'settlement', 'payout')),
	CONSTRAINT "ledger_entries_account_check" CHECK (account IN ('provider_cash', 'guest_funds', 'owner_payable', 'roam_revenue'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_movement_account_idx" ON "ledger_entries" USING btree ("movement_key","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_idx" ON "ledger_entries" USING btree ("owner_id","account");--> statement-breakpoint
CREATE INDEX "ledger_entries_guest_idx" ON "ledger_entries" USING btree ("guest_id");--> statement-breakpoint
-- The movements that happened before the ledger, written as they would have been: each charge the provider took, each
-- refund it made, each paid-out booking's settlement (its kept money split into the payout and Roam's commission) and
-- each payout sent.
WITH charges AS (
	SELECT p.id, p.booking_id, p.amount, p.currency, p.created_at FROM payments p
	WHERE p.reason <> 'refund' AND p.status = 'SUCCEEDED'
), refunds AS (
	SELECT p.id, p.booking_id, p.amount, p.currency, p.created_at,
		CASE WHEN p.provider_key LIKE 'cancel-refund-%' THEN 'refund' ELSE 'give_back' END AS movement
	FROM payments p WHERE p.reason = 'refund' AND p.status = 'SUCCEEDED'
), kept AS (
	SELECT o.id AS payout_id, o.booking_id, o.amount AS owner_share, o.currency, o.created_at,
		coalesce((SELECT sum(c.amount) FROM charges c WHERE c.booking_id = o.booking_id), 0)
		- coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.booking_id = o.booking_id), 0) AS amount
	FROM payouts o
), movements AS (
	SELECT 'pay-in:' || id AS movement_key, 'pay_in' AS movement, booking_id, amount, 0 AS owner_share, currency,
		id AS payment_id, NULL::integer AS payout_id, created_at FROM charges
	UNION ALL
	SELECT replace(movement, '_', '-') || ':' || id, movement, booking_id, amount, 0, currency, id, NULL, created_at
	FROM refunds
	UNION ALL
	SELECT 'settlement:' || booking_id, 'settlement', booking_id, amount, least(owner_share, amount), currency, NULL,
		payout_id, created_at FROM kept WHERE amount > 0
	UNION ALL
	SELECT 'payout:' || o.id, 'payout', o.booking_id, o.amount, 0, o.currency, NULL, o.id, o.updated_at
	FROM payouts o WHERE o.status = 'SUCCEEDED'
)
INSERT INTO ledger_entries (movement_key, movement, account, amount, currency, booking_id, guest_id, owner_id, payment_id, payout_id, created_at)
SELECT m.movement_key, m.movement, leg.account, leg.amount, m.currency, m.booking_id, b.guest_id, c.owner_id,
	m.payment_id, m.payout_id, m.created_at
FROM movements m
JOIN bookings b ON b.id = m.booking_id
JOIN campers c ON c.id = b.camper_id
CROSS JOIN LATERAL (VALUES
	('provider_cash', CASE m.movement WHEN 'pay_in' THEN m.amount WHEN 'settlement' THEN NULL ELSE -m.amount END),
	('guest_funds', CASE m.movement WHEN 'pay_in' THEN -m.amount WHEN 'payout' THEN NULL ELSE m.amount END),
	('owner_payable', CASE m.movement WHEN 'settlement' THEN -m.owner_share WHEN 'payout' THEN m.amount ELSE NULL END),
	('roam_revenue', CASE m.movement WHEN 'settlement' THEN m.owner_share - m.amount ELSE NULL END)
) AS leg(account, amount)
WHERE leg.amount IS NOT NULL;
