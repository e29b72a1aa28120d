import { eq } from 'drizzle-orm'
import { normaliseTaxId } from '../../../domain/payout-rules'
import type { Database } from '../../db/client'
import { taxIdentifications, type TaxIdentificationRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'

export interface TaxIdentificationInput {
  country: string
  number: string
}

const toView = (row: TaxIdentificationRow) => ({
  country: row.country,
  number: row.number,
  updated_at: row.updatedAt.toISOString(),
})
export type TaxIdentificationView = ReturnType<typeof toView>

export async function getTaxIdentification(db: Database, userId: number): Promise<TaxIdentificationView> {
  const [row] = await db.select().from(taxIdentifications).where(eq(taxIdentifications.userId, userId))
  if (!row) throw ApiError.notFound('No tax identification number yet.')
  return toView(row)
}

/** PUT: sets (or replaces) the number, checked against its country's format. */
export async function setTaxIdentification(
  db: Database,
  userId: number,
  input: TaxIdentificationInput,
): Promise<TaxIdentificationView> {
  const number = normaliseTaxId(input.country, input.number)
  if (!number) throw ApiError.fields({ number: [`This is not a tax identification number of ${input.country}.`] })
  const values = { userId, country: input.country, number, updatedAt: new Date() }
  const [row] = await db
    .insert(taxIdentifications)
    .values(values)
    .onConflictDoUpdate({
      target: taxIdentifications.userId,
      set: { country: values.country, number, updatedAt: values.updatedAt },
    })
    .returning()
  return toView(row!)
}
