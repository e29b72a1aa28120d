import { stringify } from 'csv-stringify/sync'
import { eq } from 'drizzle-orm'
import { issuerLines } from '../../../domain/billing-documents'
import { toDecimal } from '../../../domain/stay-price'
import { renderOwnerStatementPdf } from '../../billing/owner-statement-pdf'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { mailI18n } from '../../mail/mail-i18n'
import { payinLines, payoutLines, sumsByCurrency } from './payout-statements'

// The columns are the JSON lists' field names and their amounts the same decimals, so a spreadsheet and the API agree;
// the byte order mark makes spreadsheet programs read the file as UTF-8.
const csv = (columns: string[], rows: Array<Array<string | number>>) =>
  stringify([columns, ...rows], { bom: true, record_delimiter: 'windows' })

/** GET /3/mangopay/payin/export/: the year's pay-ins of the owner's bookings as CSV, the lines of GET /3/mangopay/payin/. */
export async function payinsCsv(db: Database, ownerId: number, year: number): Promise<string> {
  const lines = await payinLines(db, ownerId, year)
  return csv(
    ['paid_at', 'booking_id', 'camper_title', 'reason', 'method', 'amount', 'currency'],
    lines.map((line) => [
      line.createdAt.toISOString(),
      line.bookingId,
      line.camperTitle,
      line.reason,
      line.method,
      toDecimal(line.amount),
      line.currency,
    ]),
  )
}

/** GET /3/mangopay/payout/export/: the year's payouts to the owner as CSV, the lines of GET /3/mangopay/payout/. */
export async function payoutsCsv(db: Database, ownerId: number, year: number): Promise<string> {
  const lines = await payoutLines(db, ownerId, year)
  return csv(
    ['paid_at', 'booking_id', 'camper_title', 'date_from', 'date_to', 'status', 'amount', 'currency'],
    lines.map((line) => [
      line.createdAt.toISOString(),
      line.bookingId,
      line.camperTitle,
      line.dateFrom,
      line.dateTo,
      line.status,
      toDecimal(line.amount),
      line.currency,
    ]),
  )
}

/**
 * GET /3/mangopay/statement/: the owner's yearly statement (PDF) in their language, from the same lines as the payouts
 * pages. Written when asked: a year in progress still grows.
 */
export async function ownerStatementPdf(
  db: Database,
  ownerId: number,
  year: number,
  issuer: string,
  now = new Date(),
): Promise<Uint8Array> {
  const [owner] = await db.select().from(users).where(eq(users.id, ownerId))
  const [payins, payouts] = await Promise.all([payinLines(db, ownerId, year), payoutLines(db, ownerId, year)])
  return renderOwnerStatementPdf(await mailI18n(owner!.locale), {
    year,
    issuedAt: now,
    issuer: issuerLines(issuer),
    owner: { name: `${owner!.firstName} ${owner!.lastName}`.trim(), email: owner!.email },
    timeZone: owner!.timeZone,
    payins: payins.map((line) => ({ ...line, paidAt: line.createdAt })),
    payouts: payouts.map((line) => ({ ...line, paidAt: line.createdAt })),
    totals: {
      payins: sumsByCurrency(payins),
      paidOut: sumsByCurrency(payouts.filter((line) => line.status === 'SUCCEEDED')),
      inProgress: sumsByCurrency(payouts.filter((line) => line.status === 'CREATED')),
    },
  })
}
