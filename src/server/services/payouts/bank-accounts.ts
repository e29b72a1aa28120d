import { desc, eq } from 'drizzle-orm'
import { maskIban, normaliseBic, normaliseIban } from '../../../domain/payout-rules'
import type { Database } from '../../db/client'
import { payoutBankAccounts } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import type { PayoutProvider, ProviderBankAccount } from '../../providers/payouts/payout-provider'

export interface IbanInput {
  iban: string
  bic: string
  holder_name: string
  address: string
  city: string
  postal_code: string
  country: string
}

/** What answers show of a bank account: never the full IBAN. */
const toView = (account: ProviderBankAccount) => ({
  id: account.id,
  iban: maskIban(account.iban),
  bic: account.bic,
  holder_name: account.holderName,
  address: account.address,
  city: account.city,
  postal_code: account.postalCode,
  country: account.country,
  created_at: account.createdAt.toISOString(),
})
export type IbanView = ReturnType<typeof toView>

/** The bank account payouts go to: the newest one registered. */
export async function currentBankAccount(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(payoutBankAccounts)
    .where(eq(payoutBankAccounts.userId, userId))
    .orderBy(desc(payoutBankAccounts.createdAt), desc(payoutBankAccounts.id))
    .limit(1)
  return row ?? null
}

/** GET /3/mangopay/iban/: 404 when none yet (the dashboard reads it as "no IBAN yet"). */
export async function getIban(db: Database, provider: PayoutProvider, userId: number): Promise<IbanView> {
  const row = await currentBankAccount(db, userId)
  const account = row ? await provider.getBankAccount(row.providerBankAccountId) : null
  if (!account) throw ApiError.notFound('No IBAN yet.')
  return toView(account)
}

/** POST /3/mangopay/iban/: registers a new bank account with the provider; later payouts go to it. */
export async function saveIban(
  db: Database,
  provider: PayoutProvider,
  userId: number,
  input: IbanInput,
): Promise<IbanView> {
  const iban = normaliseIban(input.iban)
  const bic = normaliseBic(input.bic)
  const errors: Record<string, string[]> = {}
  if (!iban) errors.iban = ['Enter a valid IBAN.']
  if (!bic) errors.bic = ['Enter a valid BIC (8 or 11 characters).']
  if (!iban || !bic) throw ApiError.fields(errors)
  const account = await provider.createBankAccount(userId, {
    iban,
    bic,
    holderName: input.holder_name,
    address: input.address,
    city: input.city,
    postalCode: input.postal_code,
    country: input.country,
  })
  await db.insert(payoutBankAccounts).values({ userId, providerBankAccountId: account.id })
  return toView(account)
}
