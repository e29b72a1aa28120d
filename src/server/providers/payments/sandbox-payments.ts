import { createHash, randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { ProviderUnavailableError } from '../provider-unavailable'
import { and, eq, sql } from 'drizzle-orm'
import { cardValidUntil, paymentFlow, type PaymentMethod } from '../../../domain/payment-rules'
import type { Database } from '../../db/client'
import {
  paymentSandboxCards,
  paymentSandboxTransactions,
  paymentSandboxWallets,
  type PaymentSandboxTransactionRow,
  type PaymentSandboxWalletRow,
} from '../../db/schema'
import type {
  BankWireDetails,
  CardData,
  CardRegistrationResult,
  PaymentProvider,
  PayInRequest,
  ProviderTransaction,
  ProviderWallet,
  RefundRequest,
} from './payment-provider'

/**
 * The sandbox's test cards (any expiry in the future, any 3-digit cvx). Any other number that passes
 * the Luhn check pays without a challenge, like SANDBOX_TEST_CARDS.frictionless.
 */
export const SANDBOX_TEST_CARDS = {
  frictionless: '4970100000001004',
  /** 3-D Secure challenge: the sandbox authentication page approves or fails (MGP_3DS_AUTH_FAILED). */
  challenge: '4970100000002002',
  MGP_3DS_AUTH_FAILED: '4970100000003000',
  MPG_BANK_AMOUNT_LIMIT_REACHED: '4970100000004008',
  MPG_CARD_AMOUNT_LIMIT_REACHED: '4970100000005005',
  MPG_CARD_EXPIRED: '4970100000006003',
  MPG_CARD_FRAUD: '4970100000007001',
  MPG_CARD_INACTIVE: '4970100000008009',
  MPG_CARD_LOST: '4970100000009007',
  MPG_COUNTRY_UNAUTHORIZED: '4970100000010005',
  MPG_AUTH_EXPIRED: '4970100000011003',
  MPG_UNKNOWN: '4970100000012001',
  /** Card registration fails with the type `token` (the registration token expired). */
  registrationToken: '4970100000013009',
  /** Card registration fails with the type `unknown`. */
  registrationUnknown: '4970100000014007',
} as const

const DECLINE_CODES = new Map<string, string>(
  Object.entries(SANDBOX_TEST_CARDS)
    .filter(([name]) => /^M[GP][PG]_/.test(name))
    .map(([code, number]) => [number, code]),
)

export interface SandboxOptions {
  /** Where our server is reached by browsers: the sandbox pages live under it. */
  publicUrl: string
  /** How long each call takes, like a provider over the network. */
  delayMs: number
  /** mbway: the sandbox confirms a pending request by itself after this long. */
  mobileConfirmMs: number
  /** A 3-D Secure, hosted or mobile step not completed within this fails with MPG_AUTH_EXPIRED. */
  authTimeoutMs: number
  /** A transfer whose wire has not arrived within this fails with MPG_AUTH_EXPIRED. */
  transferTimeoutMs: number
  /** 'unavailable': every call fails as in a provider outage, before it does anything. */
  failure?: 'none' | 'unavailable'
}

/** The sandbox escrow account transfers go to: a valid test IBAN (checksum and all) that moves no money. */
export const SANDBOX_ESCROW_ACCOUNT = {
  iban: 'FR7630004000031234567890143',
  bic: 'BNPAFRPPXXX',
  holder: 'Roam Escrow Sandbox',
} as const

/** The wire reference, short and alphanumeric as banks accept it, unique per pay-in. */
const wireReference = (id: string) => `ROAM${createHash('sha256').update(id).digest('hex').slice(0, 10).toUpperCase()}`

function bankWire(row: PaymentSandboxTransactionRow, wallet: PaymentSandboxWalletRow | null): BankWireDetails | null {
  if (row.kind !== 'payin' || row.status !== 'CREATED' || !row.expiresAt) return null
  if (row.method === 'transfer')
    return { ...SANDBOX_ESCROW_ACCOUNT, reference: wireReference(row.id), expiresAt: row.expiresAt.toISOString() }
  if (row.method === 'transfer_wallet' && wallet)
    return {
      iban: wallet.iban,
      bic: wallet.bic,
      holder: wallet.holder,
      reference: null,
      expiresAt: row.expiresAt.toISOString(),
    }
  return null
}

/** The sandbox bank of the wallets' IBANs (banking aliases), in Luxembourg as the provider's are. */
export const SANDBOX_ALIAS_BIC = 'BCEELULLXXX'

/** A Luxembourg IBAN (3-digit bank code, 13-character account) with its ISO 7064 check digits: valid, moves no money. */
export function sandboxAliasIban(account: string): string {
  const bban = `001${account}`
  const digits = `${bban}LU00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55))
  const remainder = [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0)
  return `LU${String(98 - remainder).padStart(2, '0')}${bban}`
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`

function passesLuhn(number: string): boolean {
  let sum = 0
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The sandbox page where the guest completes a pending transaction. */
export const sandboxPagePath = (kind: SandboxPageKind, id: string) => `/sandbox/payments/${kind}/${id}`
export type SandboxPageKind = '3ds' | 'hosted' | 'mobile' | 'transfer'

/** What a failure on the sandbox page means for this method. */
function pageFailureCode(row: PaymentSandboxTransactionRow): string {
  if (paymentFlow(row.method as PaymentMethod) === 'card') return 'MGP_3DS_AUTH_FAILED'
  if (row.method === 'paypal') return 'MPG_PAYPAL_FAILED'
  return 'MPG_UNKNOWN'
}

export function sandboxPageKind(row: PaymentSandboxTransactionRow): SandboxPageKind {
  const flow = paymentFlow(row.method as PaymentMethod)
  if (row.method === 'transfer') return 'transfer'
  return flow === 'card' ? '3ds' : flow === 'hosted' ? 'hosted' : 'mobile'
}

function toTransaction(
  row: PaymentSandboxTransactionRow,
  publicUrl: string,
  wallet: PaymentSandboxWalletRow | null,
): ProviderTransaction {
  const pending = row.status === 'CREATED'
  return {
    id: row.id,
    status: row.status as ProviderTransaction['status'],
    nextAction: pending ? (row.nextAction as ProviderTransaction['nextAction']) : 'none',
    redirectUrl:
      pending && row.nextAction === 'redirect'
        ? `${publicUrl.replace(/\/$/, '')}${sandboxPagePath(sandboxPageKind(row), row.id)}`
        : null,
    resultCode: row.resultCode,
    amount: row.amount,
    currency: row.currency,
    bankWire: bankWire(row, wallet),
  }
}

async function findWallet(db: Database, id: string | null) {
  if (!id) return null
  const [row] = await db.select().from(paymentSandboxWallets).where(eq(paymentSandboxWallets.id, id))
  return row ?? null
}

const walletView = (row: PaymentSandboxWalletRow): ProviderWallet => ({
  id: row.id,
  iban: row.iban,
  bic: row.bic,
  holder: row.holder,
  balance: row.balance,
  currency: row.currency,
})

/**
 * Debits the wallet for a waiting transfer_wallet pay-in when its balance covers it, under the wallet's row lock (so
 * two pay-ins never spend the same money); the pay-in then succeeds. False when the balance is short or it settled.
 */
async function debitForPayIn(tx: Database, row: PaymentSandboxTransactionRow): Promise<boolean> {
  const [wallet] = await tx
    .select()
    .from(paymentSandboxWallets)
    .where(eq(paymentSandboxWallets.id, row.walletId!))
    .for('update')
  if (!wallet || wallet.balance < row.amount) return false
  const [settled] = await tx
    .update(paymentSandboxTransactions)
    .set({ status: 'SUCCEEDED', resultCode: null })
    .where(and(eq(paymentSandboxTransactions.id, row.id), eq(paymentSandboxTransactions.status, 'CREATED')))
    .returning()
  if (!settled) return false
  await tx
    .update(paymentSandboxWallets)
    .set({ balance: sql`${paymentSandboxWallets.balance} - ${row.amount}` })
    .where(eq(paymentSandboxWallets.id, wallet.id))
  return true
}

/**
 * Money reaches a wallet (a wire to its IBAN, a refund of one of its pay-ins): the balance grows, then the pay-ins
 * waiting on it are paid, oldest first, as far as it goes. Runs inside the caller's transaction.
 */
async function creditWallet(tx: Database, walletId: string, amount: number) {
  {
    await tx
      .update(paymentSandboxWallets)
      .set({ balance: sql`${paymentSandboxWallets.balance} + ${amount}` })
      .where(eq(paymentSandboxWallets.id, walletId))
    const waiting = await tx
      .select()
      .from(paymentSandboxTransactions)
      .where(
        and(
          eq(paymentSandboxTransactions.walletId, walletId),
          eq(paymentSandboxTransactions.kind, 'payin'),
          eq(paymentSandboxTransactions.status, 'CREATED'),
          sql`${paymentSandboxTransactions.expiresAt} > now()`,
        ),
      )
      .orderBy(paymentSandboxTransactions.createdAt, paymentSandboxTransactions.id)
    for (const payIn of waiting) await debitForPayIn(tx, payIn)
  }
}

/** Settles what time settles: an expired authentication fails, a due mbway confirmation succeeds. */
async function settleByTime(db: Database, row: PaymentSandboxTransactionRow): Promise<PaymentSandboxTransactionRow> {
  if (row.status !== 'CREATED') return row
  const now = new Date()
  let update: { status: string; resultCode: string | null } | null = null
  if (row.expiresAt && row.expiresAt <= now) update = { status: 'FAILED', resultCode: 'MPG_AUTH_EXPIRED' }
  else if (row.autoConfirmAt && row.autoConfirmAt <= now) update = { status: 'SUCCEEDED', resultCode: null }
  if (!update) return row
  const [updated] = await db
    .update(paymentSandboxTransactions)
    .set(update)
    .where(and(eq(paymentSandboxTransactions.id, row.id), eq(paymentSandboxTransactions.status, 'CREATED')))
    .returning()
  return updated ?? (await findRow(db, row.id))!
}

async function findRow(db: Database, id: string) {
  const [row] = await db.select().from(paymentSandboxTransactions).where(eq(paymentSandboxTransactions.id, id))
  return row ?? null
}

/** How a new pay-in starts, from the method, the card and whether the guest is there to authenticate. */
async function firstOutcome(db: Database, request: PayInRequest) {
  const flow = paymentFlow(request.method)
  if (flow === 'hosted') return { status: 'CREATED', nextAction: 'redirect', resultCode: null }
  if (flow === 'async') {
    if (request.method === 'mbway' && !request.phoneNumber)
      return { status: 'FAILED', nextAction: 'none', resultCode: 'MPG_UNKNOWN' }
    if (request.method === 'transfer_wallet' && !(await findWallet(db, request.walletId ?? null)))
      return { status: 'FAILED', nextAction: 'none', resultCode: 'MPG_UNKNOWN' }
    return { status: 'CREATED', nextAction: 'mobile', resultCode: null }
  }
  const [card] = request.cardId
    ? await db.select().from(paymentSandboxCards).where(eq(paymentSandboxCards.id, request.cardId))
    : []
  if (!card) return { status: 'FAILED', nextAction: 'none', resultCode: 'MPG_UNKNOWN' }
  const validUntil = cardValidUntil(card.expiry)
  const declined =
    validUntil !== null && validUntil < new Date().toISOString().slice(0, 10)
      ? 'MPG_CARD_EXPIRED'
      : DECLINE_CODES.get(card.number)
  if (declined) return { status: 'FAILED', nextAction: 'none', resultCode: declined }
  if (card.number === SANDBOX_TEST_CARDS.challenge && !request.offSession)
    return { status: 'CREATED', nextAction: 'redirect', resultCode: null }
  return { status: 'SUCCEEDED', nextAction: 'none', resultCode: null }
}

/**
 * The built-in stand-in for the payment provider. It keeps its books in payment_sandbox_* tables,
 * waits `delayMs` on every call, honours idempotency keys like the real provider, and serves its
 * 3-D Secure, hosted and mobile pages through completeSandboxTransaction (see the sandbox routes).
 */
export function createSandboxPayments(db: Database, options: SandboxOptions): PaymentProvider {
  const wait = async () => {
    if (options.delayMs > 0) await sleep(options.delayMs)
    if (options.failure === 'unavailable') throw new ProviderUnavailableError('The payment provider', 'error')
  }
  const answer = async (row: PaymentSandboxTransactionRow) =>
    toTransaction(row, options.publicUrl, await findWallet(db, row.walletId))

  async function insertOnce(values: typeof paymentSandboxTransactions.$inferInsert) {
    await db
      .insert(paymentSandboxTransactions)
      .values(values)
      .onConflictDoNothing({ target: paymentSandboxTransactions.idempotencyKey })
    const [row] = await db
      .select()
      .from(paymentSandboxTransactions)
      .where(eq(paymentSandboxTransactions.idempotencyKey, values.idempotencyKey))
    return settleByTime(db, row!)
  }

  return {
    async registerCard(_userId: number, card: CardData): Promise<CardRegistrationResult> {
      await wait()
      const number = card.number.replace(/[\s-]/g, '')
      if (!/^\d{13,19}$/.test(number) || !passesLuhn(number))
        return { ok: false, type: 'card', message: 'The card number is not valid.' }
      if (cardValidUntil(card.expiry) === null)
        return { ok: false, type: 'card', message: 'The expiry date must be MMYY.' }
      if (!/^\d{3,4}$/.test(card.cvx))
        return { ok: false, type: 'card', message: 'The security code must be 3 or 4 digits.' }
      if (number === SANDBOX_TEST_CARDS.registrationToken)
        return { ok: false, type: 'token', message: 'The card registration token expired.' }
      if (number === SANDBOX_TEST_CARDS.registrationUnknown)
        return { ok: false, type: 'unknown', message: 'The card could not be registered.' }
      const id = newId('sbxcard')
      await db.insert(paymentSandboxCards).values({ id, number, expiry: card.expiry })
      return {
        ok: true,
        cardId: id,
        alias: `${number.slice(0, 6)}${'X'.repeat(number.length - 10)}${number.slice(-4)}`,
        expiry: card.expiry,
      }
    },

    async payIn(request) {
      await wait()
      const outcome = await firstOutcome(db, request)
      const now = Date.now()
      const pending = outcome.status === 'CREATED'
      const waitsForWires = request.method === 'transfer' || request.method === 'transfer_wallet'
      const row = await insertOnce({
        id: newId('sbx'),
        kind: 'payin',
        idempotencyKey: request.idempotencyKey,
        method: request.method,
        amount: request.amount,
        currency: request.currency,
        cardId: request.cardId ?? null,
        walletId: request.method === 'transfer_wallet' ? (request.walletId ?? null) : null,
        returnUrl: request.returnUrl,
        ...outcome,
        expiresAt: pending ? new Date(now + (waitsForWires ? options.transferTimeoutMs : options.authTimeoutMs)) : null,
        autoConfirmAt: pending && request.method === 'mbway' ? new Date(now + options.mobileConfirmMs) : null,
      })
      // A wallet pay-in is paid at once when the balance covers it; otherwise it waits for wires to the wallet.
      if (row.method === 'transfer_wallet' && row.status === 'CREATED') {
        if (await db.transaction((tx) => debitForPayIn(tx, row))) return answer((await findRow(db, row.id))!)
      }
      return answer(row)
    },

    async getTransaction(id) {
      await wait()
      const row = await findRow(db, id)
      return row ? answer(await settleByTime(db, row)) : null
    },

    async cancelPayIn(id) {
      await wait()
      await db
        .update(paymentSandboxTransactions)
        .set({ status: 'FAILED', resultCode: 'CANCELLED' })
        .where(and(eq(paymentSandboxTransactions.id, id), eq(paymentSandboxTransactions.status, 'CREATED')))
      const row = await findRow(db, id)
      return row ? answer(row) : null
    },

    async openWallet(request) {
      await wait()
      const id = newId('sbxwallet')
      // 13 digits of the wallet's own, so every alias is a different IBAN.
      const account = String(parseInt(createHash('sha256').update(id).digest('hex').slice(0, 12), 16)).padStart(13, '0')
      await db
        .insert(paymentSandboxWallets)
        .values({
          id,
          idempotencyKey: request.idempotencyKey,
          iban: sandboxAliasIban(account.slice(-13)),
          bic: SANDBOX_ALIAS_BIC,
          holder: request.holder,
          currency: request.currency,
        })
        .onConflictDoNothing({ target: paymentSandboxWallets.idempotencyKey })
      const [row] = await db
        .select()
        .from(paymentSandboxWallets)
        .where(eq(paymentSandboxWallets.idempotencyKey, request.idempotencyKey))
      return walletView(row!)
    },

    async getWallet(id) {
      await wait()
      const row = await findWallet(db, id)
      return row ? walletView(row) : null
    },

    async refund(request: RefundRequest) {
      await wait()
      const payIn = await findRow(db, request.payInId)
      const [{ refunded } = { refunded: 0 }] = await db
        .select({ refunded: sql<number>`coalesce(sum(${paymentSandboxTransactions.amount}), 0)::int` })
        .from(paymentSandboxTransactions)
        .where(
          and(
            eq(paymentSandboxTransactions.payInId, request.payInId),
            eq(paymentSandboxTransactions.status, 'SUCCEEDED'),
          ),
        )
      const allowed = payIn?.status === 'SUCCEEDED' && refunded + request.amount <= payIn.amount
      const values = {
        id: newId('sbxrf'),
        kind: 'refund',
        idempotencyKey: request.idempotencyKey,
        method: payIn?.method ?? 'card',
        amount: request.amount,
        currency: payIn?.currency ?? 'EUR',
        payInId: request.payInId,
        walletId: payIn?.walletId ?? null,
        status: allowed ? 'SUCCEEDED' : 'FAILED',
        nextAction: 'none',
        resultCode: allowed ? null : 'MPG_UNKNOWN',
      }
      // A wallet pay-in is refunded to the wallet it was paid from, with the refund's first answer only.
      await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(paymentSandboxTransactions)
          .values(values)
          .onConflictDoNothing({ target: paymentSandboxTransactions.idempotencyKey })
          .returning()
        if (inserted?.walletId && inserted.status === 'SUCCEEDED')
          await creditWallet(tx, inserted.walletId, inserted.amount)
      })
      const row = await insertOnce(values)
      return answer(row)
    },
  }
}

/** A pending sandbox transaction, for its page; null when unknown. */
export async function sandboxTransaction(db: Database, id: string) {
  const row = await findRow(db, id)
  return row ? settleByTime(db, row) : null
}

/**
 * The guest's answer on a sandbox page: approve → SUCCEEDED, fail → FAILED with the method's code
 * (MGP_3DS_AUTH_FAILED for 3-D Secure, MPG_PAYPAL_FAILED, MPG_UNKNOWN). An expired or settled
 * transaction stays as it is. Returns where to send the browser: the return URL with transactionId.
 */
export async function completeSandboxTransaction(
  db: Database,
  id: string,
  approve: boolean,
): Promise<{ row: PaymentSandboxTransactionRow; returnTo: string | null } | null> {
  const current = await sandboxTransaction(db, id)
  if (!current) return null
  if (current.status === 'CREATED') {
    await db
      .update(paymentSandboxTransactions)
      .set(
        approve
          ? { status: 'SUCCEEDED', resultCode: null }
          : { status: 'FAILED', resultCode: pageFailureCode(current) },
      )
      .where(and(eq(paymentSandboxTransactions.id, id), eq(paymentSandboxTransactions.status, 'CREATED')))
  }
  const row = (await findRow(db, id))!
  if (!row.returnUrl || row.nextAction !== 'redirect') return { row, returnTo: null }
  const returnTo = new URL(row.returnUrl)
  returnTo.searchParams.set('transactionId', row.id)
  return { row, returnTo: returnTo.toString() }
}

/** The sandbox wallet whose banking alias is `iban` (spaces and case ignored), for its page; null when unknown. */
export async function sandboxWalletByIban(db: Database, iban: string) {
  const [row] = await db
    .select()
    .from(paymentSandboxWallets)
    .where(eq(paymentSandboxWallets.iban, iban.replace(/\s/g, '').toUpperCase()))
  return row ?? null
}

/**
 * A wire of `amount` (minor units) reaches the wallet's IBAN, as from the guest's bank: the sandbox records it and
 * credits the wallet, which pays the pay-ins waiting on it as far as the balance goes. Null for an unknown wallet.
 */
export async function receiveSandboxWire(db: Database, walletId: string, amount: number) {
  const wallet = await findWallet(db, walletId)
  if (!wallet) return null
  await db.transaction(async (tx) => {
    await tx.insert(paymentSandboxTransactions).values({
      id: newId('sbxwire'),
      kind: 'wire',
      idempotencyKey: newId('wire'),
      method: 'transfer_wallet',
      amount,
      currency: wallet.currency,
      walletId,
      status: 'SUCCEEDED',
      nextAction: 'none',
    })
    await creditWallet(tx, walletId, amount)
  })
  return findWallet(db, walletId)
}
