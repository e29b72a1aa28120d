import { asc, count, desc, eq, inArray } from 'drizzle-orm'
import { DOCUMENT_STATUSES, dashboardStatus } from '../../../domain/document-rules'
import type { StaffDocumentStatus } from '../../../domain/staff-queries'
import type { Database } from '../../db/client'
import { documents, users } from '../../db/schema'
import { withPages } from '../documents/documents'

/** The stored statuses shown as `filter` (VALIDATION_ASKED is also a document sent on to an outside checker). */
const storedStatuses = (filter: StaffDocumentStatus) =>
  DOCUMENT_STATUSES.filter((status) => dashboardStatus({ status, expirationDate: null }, new Date(0)) === filter)

/**
 * GET /v4/staff/documents/: documents by status with their user. Those waiting for staff come oldest request first
 * (a first-come queue); any other status newest change first.
 */
export async function listStaffDocuments(
  db: Database,
  query: { status: StaffDocumentStatus; page: number; pageSize: number },
) {
  const where = inArray(documents.status, storedStatuses(query.status))
  const order =
    query.status === 'VALIDATION_ASKED'
      ? [asc(documents.updatedAt), asc(documents.id)]
      : [desc(documents.updatedAt), desc(documents.id)]
  const [total] = await db.select({ n: count() }).from(documents).where(where)
  const rows = await db
    .select({
      document: documents,
      user: { id: users.id, email: users.email, first_name: users.firstName, last_name: users.lastName },
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.userId))
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const wires = await withPages(
    db,
    rows.map((row) => row.document),
  )
  return { count: total?.n ?? 0, results: wires.map((wire, index) => ({ ...wire, user: rows[index]!.user })) }
}
