import { asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import { dashboardStatus } from '../../../domain/document-rules'
import type { Database } from '../../db/client'
import { bookings, campers, documents, users, type UserRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'

/** A user's detail page shows this many of their latest bookings (as guest and as owner). */
export const STAFF_USER_BOOKINGS_SHOWN = 50

const MAX_ID = 2_147_483_647

/** `%`, `_` and `\` typed in the search box are literal characters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/** The user search's match: an id typed as a number finds that user; any text looks in email, first, last and full name. */
function matching(q: string): SQL | undefined {
  const text = q.trim()
  if (!text) return undefined
  const pattern = likePattern(text)
  const conditions: SQL[] = [
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  ]
  const asId = /^#?\d+$/.test(text) ? Number(text.replace('#', '')) : null
  if (asId !== null && asId <= MAX_ID) conditions.push(eq(users.id, asId))
  return or(...conditions)
}

function summary(user: UserRow, counts: { campers: number; bookings: number }) {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    is_active: user.isActive && user.deletedAt === null,
    is_owner: user.isOwner,
    is_staff: user.isStaff,
    is_pro: user.isPro,
    joined_at: user.joinedAt.toISOString(),
    nb_campers: counts.campers,
    nb_bookings: counts.bookings,
  }
}

/** How many campers each user owns and how many bookings each made as a guest (drafts included: staff see everything). */
async function countsOf(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, { campers: number; bookings: number }>()
  const [camperCounts, bookingCounts] = await Promise.all([
    db
      .select({ id: campers.ownerId, n: count() })
      .from(campers)
      .where(inArray(campers.ownerId, ids))
      .groupBy(campers.ownerId),
    db
      .select({ id: bookings.guestId, n: count() })
      .from(bookings)
      .where(inArray(bookings.guestId, ids))
      .groupBy(bookings.guestId),
  ])
  return new Map(
    ids.map((id) => [
      id,
      {
        campers: camperCounts.find((row) => row.id === id)?.n ?? 0,
        bookings: bookingCounts.find((row) => row.id === id)?.n ?? 0,
      },
    ]),
  )
}

/** GET /v4/staff/users/: users matching `q`, newest first. */
export async function searchUsers(db: Database, query: { q?: string; page: number; pageSize: number }) {
  const where = matching(query.q ?? '')
  const [total] = await db.select({ n: count() }).from(users).where(where)
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.joinedAt), desc(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  )
  return { count: total?.n ?? 0, results: rows.map((row) => summary(row, counts.get(row.id)!)) }
}

/** GET /v4/staff/users/{id}/: the user with their campers, latest bookings (as guest and as owner) and documents. */
export async function getStaffUser(db: Database, id: number, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, id))
  if (!user) throw ApiError.notFound()
  const [counts, ownCampers, userBookings, userDocuments] = await Promise.all([
    countsOf(db, [id]),
    db
      .select({ id: campers.id, title: campers.title, status: campers.status })
      .from(campers)
      .where(eq(campers.ownerId, id))
      .orderBy(asc(campers.id)),
    db
      .select({
        id: bookings.id,
        camperId: bookings.camperId,
        camperTitle: campers.title,
        guestId: bookings.guestId,
        status: bookings.status,
        dateFrom: sql<string>`lower(${bookings.period})::text`,
        dateTo: sql<string>`upper(${bookings.period})::text`,
        createdAt: bookings.createdAt,
      })
      .from(bookings)
      .innerJoin(campers, eq(campers.id, bookings.camperId))
      .where(or(eq(bookings.guestId, id), eq(campers.ownerId, id)))
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(STAFF_USER_BOOKINGS_SHOWN),
    db.select().from(documents).where(eq(documents.userId, id)).orderBy(asc(documents.id)),
  ])
  return {
    ...summary(user, counts.get(id)!),
    phone: user.phone,
    locale: user.locale,
    professional_type: user.professionalType,
    campers: ownCampers,
    bookings: userBookings.map((booking) => ({
      id: booking.id,
      camper_id: booking.camperId,
      camper_title: booking.camperTitle,
      side: booking.guestId === id ? ('guest' as const) : ('owner' as const),
      state: booking.status,
      date_from: booking.dateFrom,
      date_to: booking.dateTo,
      created_at: booking.createdAt.toISOString(),
    })),
    documents: userDocuments.map((document) => ({
      id: document.id,
      document_type: document.documentType,
      dashboard_status: dashboardStatus(document, now),
      is_mandatory: document.isMandatory,
      camper_id: document.camperId,
      updated_at: document.updatedAt.toISOString(),
    })),
  }
}
