import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The built-in payment sandbox's own books (the stand-in for the provider's side): registered cards
 * and transactions, in the database so that its pages, restarts and several API processes agree.
 */
export const paymentSandboxCards = pgTable('payment_sandbox_cards', {
  id: text('id').primaryKey(),
  /** The full test card number: the sandbox decides each charge's outcome from it. */
  number: text('number').notNull(),
  expiry: text('expiry').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A guest's wallet with its banking alias: wires to `iban` credit `balance`, transfer_wallet pay-ins debit it. */
export const paymentSandboxWallets = pgTable(
  'payment_sandbox_wallets',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    iban: text('iban').notNull().unique(),
    bic: text('bic').notNull(),
    holder: text('holder').notNull(),
    currency: text('currency').notNull(),
    /** Minor units; never below zero, whatever runs at once. */
    balance: integer('balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('payment_sandbox_wallets_balance_check', sql`${table.balance} >= 0`)],
)

export type PaymentSandboxWalletRow = typeof paymentSandboxWallets.$inferSelect

export const paymentSandboxTransactions = pgTable('payment_sandbox_transactions', {
  id: text('id').primaryKey(),
  /** payin, refund, or wire (money wired to a wallet's IBAN) */
  kind: text('kind').notNull(),
  /** The caller's idempotency key: a second request with it gets this transaction back. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  method: text('method').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  cardId: text('card_id'),
  /** CREATED, SUCCEEDED or FAILED */
  status: text('status').notNull(),
  /** none, redirect (3-D Secure or hosted page) or mobile (mbway, transfer) */
  nextAction: text('next_action').notNull(),
  resultCode: text('result_code'),
  returnUrl: text('return_url'),
  /** The pay-in a refund gives money back from. */
  payInId: text('pay_in_id'),
  /** The wallet a transfer_wallet pay-in debits, or a wire credits. */
  walletId: text('wallet_id'),
  /** A pending transaction fails with MPG_AUTH_EXPIRED after this. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** mbway: the sandbox confirms by itself at this time. */
  autoConfirmAt: timestamp('auto_confirm_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type PaymentSandboxTransactionRow = typeof paymentSandboxTransactions.$inferSelect
