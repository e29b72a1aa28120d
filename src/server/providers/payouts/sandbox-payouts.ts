import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, lte } from 'drizzle-orm'
import { MIN_AGE_YEARS } from '../../../domain/account-rules'
import { ageOn } from '../../../domain/age-rules'
import type { UboDeclarationStatus } from '../../../domain/payout-rules'
import type { Database } from '../../db/client'
import { payoutSandboxBankAccounts, payoutSandboxPayouts, payoutSandboxUboDeclarations } from '../../db/schema'
import type {
  PayoutProvider,
  ProviderBankAccount,
  ProviderPayout,
  ProviderUboDeclaration,
  UboInput,
} from './payout-provider'

export interface PayoutSandboxOptions {
  /** How long each call takes, like a provider over the network. */
  delayMs: number
  /** A submitted UBO declaration is decided this long after submission. */
  uboReviewMs: number
}

const newId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`

/** The sandbox checks beneficial owners against the age of majority, like the provider's review (UTC days). */
const isMinor = (birthday: string, on: Date) => ageOn(birthday, on.toISOString().slice(0, 10)) < MIN_AGE_YEARS

type DeclarationRow = typeof payoutSandboxUboDeclarations.$inferSelect
const toDeclaration = (row: DeclarationRow): ProviderUboDeclaration => ({
  id: row.id,
  status: row.status as UboDeclarationStatus,
  // The verdict is known at submission but only told once the review is over.
  refusedReason: row.status === 'R' ? row.refusedReason : null,
})

/**
 * The built-in stand-in for the provider's owner side, with its books in payout_sandbox_* tables.
 * Payouts to a known bank account succeed at once. A UBO declaration waits `uboReviewMs`, then is
 * validated, or refused when a declared owner is a minor (decideSandboxUboDeclarations settles it earlier).
 */
export function createSandboxPayouts(db: Database, options: PayoutSandboxOptions): PayoutProvider {
  const wait = () => (options.delayMs > 0 ? sleep(options.delayMs) : Promise.resolve())

  async function findAccount(id: string): Promise<ProviderBankAccount | null> {
    const [row] = await db.select().from(payoutSandboxBankAccounts).where(eq(payoutSandboxBankAccounts.id, id))
    return row ? { ...row } : null
  }

  return {
    async createBankAccount(userId, account) {
      await wait()
      const [row] = await db
        .insert(payoutSandboxBankAccounts)
        .values({ id: newId('sbxbank'), userId, ...account })
        .returning()
      return { ...row! }
    },

    async getBankAccount(id) {
      await wait()
      return findAccount(id)
    },

    async payOut(request): Promise<ProviderPayout> {
      await wait()
      const account = await findAccount(request.bankAccountId)
      const ok = account !== null && request.amount > 0
      await db
        .insert(payoutSandboxPayouts)
        .values({
          id: newId('sbxpo'),
          idempotencyKey: request.idempotencyKey,
          bankAccountId: request.bankAccountId,
          amount: request.amount,
          currency: request.currency,
          status: ok ? 'SUCCEEDED' : 'FAILED',
          resultCode: ok ? null : account ? 'MPG_PAYOUT_AMOUNT' : 'MPG_BANK_ACCOUNT_UNKNOWN',
        })
        .onConflictDoNothing({ target: payoutSandboxPayouts.idempotencyKey })
      const [row] = await db
        .select()
        .from(payoutSandboxPayouts)
        .where(eq(payoutSandboxPayouts.idempotencyKey, request.idempotencyKey))
      return { id: row!.id, status: row!.status as ProviderPayout['status'], resultCode: row!.resultCode }
    },

    async submitUboDeclaration(declared: UboInput[]) {
      await wait()
      const now = new Date()
      const minor = declared.find((ubo) => isMinor(ubo.birthday, now))
      const [row] = await db
        .insert(payoutSandboxUboDeclarations)
        .values({
          id: newId('sbxubo'),
          status: 'A',
          verdict: minor ? 'R' : 'V',
          refusedReason: minor
            ? `${minor.firstName} ${minor.lastName} is under ${MIN_AGE_YEARS}: a beneficial owner must be of age.`
            : null,
          decideAt: new Date(now.getTime() + options.uboReviewMs),
        })
        .returning()
      return toDeclaration(row!)
    },

    async getUboDeclaration(id) {
      await wait()
      await decideSandboxUboDeclarations(db, new Date(), id)
      const [row] = await db.select().from(payoutSandboxUboDeclarations).where(eq(payoutSandboxUboDeclarations.id, id))
      return row ? toDeclaration(row) : null
    },
  }
}

/**
 * The sandbox's review: declarations waiting since before `until` get their verdict (V, or R with its reason).
 * Tests and the demo pass a later `until` to decide without waiting.
 */
export async function decideSandboxUboDeclarations(db: Database, until: Date, id?: string): Promise<void> {
  const due = await db
    .select()
    .from(payoutSandboxUboDeclarations)
    .where(
      and(
        eq(payoutSandboxUboDeclarations.status, 'A'),
        lte(payoutSandboxUboDeclarations.decideAt, until),
        id ? eq(payoutSandboxUboDeclarations.id, id) : undefined,
      ),
    )
  for (const row of due) {
    await db
      .update(payoutSandboxUboDeclarations)
      .set({ status: row.verdict })
      .where(and(eq(payoutSandboxUboDeclarations.id, row.id), eq(payoutSandboxUboDeclarations.status, 'A')))
  }
}
