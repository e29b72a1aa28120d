import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { BookingEvent } from '../../../../machines/booking.machine'
import {
  BOOKING_PURPOSES,
  GUEST_CANCEL_REASONS,
  META_STATE_FILTERS,
  OWNER_CANCEL_REASONS,
  displayState,
  guestPermissions,
  isBuybackAvailable,
  isDraftStatus,
  isUpdatable,
  metaState,
  metaStateFilter,
  metaStateFromFilter,
  ownerPermissions,
  revealsPickupDetails,
  summaryState,
} from '../../../domain/booking-rules'
import type { BookingFacts, BookingSide, MetaStateFilter } from '../../../domain/booking-rules'
import { BOOKING_STATUSES } from '../../../domain/booking-status'
import type { BookingStatus } from '../../../domain/booking-status'
import type { Database } from '../../db/client'
import {
  bookingExtensions,
  bookingStatusHistory,
  bookingUpgrades,
  bookings,
  campers,
  insurances,
  users,
} from '../../db/schema'
import type { BookingExtensionRow, BookingRow, BookingUpgradeRow, CamperRow, UserRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { requireVerifiedEmail } from '../auth/email-verifications'
import { extensionsSummary, upgradesSummary } from '../booking-extras/extras-views'
import { openChat, postRequestMessage } from '../chats/chats'
import { answerRates } from '../hosts/host-figures'
import { photosByCamper } from '../listings/camper-cards'
import { toDecimal } from '../listings/money'
import { ownerEarningsFrom, priceBooking } from '../booking-prices/booking-prices'
import { checkStay } from '../calendar/camper-calendar'
import { ownerEarningsByBooking } from '../payments/owner-shares'
import { bookingFacts, datesTakenSql, refusedByOwner, type BookingFactsQuery } from './booking-list-facts'
import { applyBookingEvent, bookingNotInValidState, nextBookingState } from './booking-transitions'
import { bookingsWithDatesTaken } from './dates-taken'
import { priceLinesOf } from '../../../domain/price-lines'

const todayOf = (now: Date) => now.toISOString().slice(0, 10)
const iso = (value: Date | null) => (value ? value.toISOString() : null)
const hour = (value: number) => `${String(value).padStart(2, '0')}:00`

/** The booking row's days, read from the half-open range '[from,to)'. */
function days(row: BookingRow) {
  const [from, to] = row.period.slice(1, -1).split(',') as [string, string]
  return { dateFrom: from, dateTo: to }
}

function facts(row: BookingRow, related?: Pick<Related, 'refused' | 'datesTaken'>): BookingFacts {
  return {
    status: row.status,
    isInstant: row.isInstant,
    ...days(row),
    snoozedUntil: iso(row.snoozedUntil),
    refusedByOwner: related?.refused.has(row.id) ?? false,
    datesTaken: related?.datesTaken.has(row.id) ?? false,
  }
}

/** Spec 2 §8 price errors: the first entry of `__all__` says why the dates cannot be booked. */
const priceError = (code: number, key: string, message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(400, { __all__: [{ code, key, message, ...extra }] })

/** Drafts the guest can still send (an abandoned one is not reused). */
const OPEN_DRAFT_STATUSES: BookingStatus[] = ['CREATED', 'CREATED_PRO']

export interface NewBookingInput {
  camper: number
  date_from: string
  date_to: string
  hour_from: 9 | 14
  hour_to: 12 | 20
  travelers: number
  message: string
  purpose?: (typeof BOOKING_PURPOSES)[number] | null
}

/**
 * POST /v4/bookings/: a request (or an instant booking when the listing has it on) in CREATED or CREATED_PRO. A guest who
 * already has an open draft of this camper for these dates gets that draft back (`reused`) rather than a second one.
 */
export async function createBooking(db: Database, guestId: number, input: NewBookingInput, now = new Date()) {
  const [camper] = await db
    .select({ camper: campers, owner: users })
    .from(campers)
    .innerJoin(users, eq(users.id, campers.ownerId))
    .where(and(eq(campers.id, input.camper), inArray(campers.status, ['published', 'bookable'])))
  if (!camper) throw ApiError.detail(404, 'Not found.', 'not_found')
  if (camper.camper.ownerId === guestId) throw ApiError.fields({ camper: ['You cannot book your own camper.'] })
  if (input.travelers > Math.max(camper.camper.seats, 1)) {
    throw ApiError.fields({
      travelers: [`Ensure this value is less than or equal to ${Math.max(camper.camper.seats, 1)}.`],
    })
  }
  if (input.date_from >= input.date_to)
    throw priceError(103, 'INVERTED_DATES', 'The end date must be after the start date.')
  const period = `[${input.date_from},${input.date_to})`
  const event: BookingEvent = { type: 'guest.request', instant: camper.camper.instantBooking, pro: camper.owner.isPro }
  const next = nextBookingState('new', false, event, now)!
  const { id, reused } = await db.transaction(async (tx) => {
    // The guest's row lock queues one guest's requests, so two quick clicks find one draft instead of making two.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, guestId)).for('update')
    const [draft] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.guestId, guestId),
          eq(bookings.camperId, input.camper),
          eq(bookings.period, period),
          inArray(bookings.status, OPEN_DRAFT_STATUSES),
        ),
      )
      .orderBy(desc(bookings.id))
      .limit(1)
    if (draft) return { id: draft.id, reused: true }
    const quote = await checkStay(tx, input.camper, input.date_from, input.date_to, todayOf(now))
    if (quote.reasons.includes('min_days')) {
      throw priceError(108, 'MIN_DAYS_REQUIRED', `This camper is rented for at least ${quote.minDays} days.`, {
        min_length: quote.minDays,
      })
    }
    if (quote.reasons.length > 0) throw priceError(107, 'NOT_AVAILABLE', 'The camper is not available on these dates.')
    const [row] = await tx
      .insert(bookings)
      .values({
        camperId: input.camper,
        guestId,
        period,
        status: next.status,
        isInstant: next.isInstant,
        // Priced by the engine below, in this transaction, once the row exists.
        totalPrice: 0,
        currency: quote.currency,
        hourFrom: input.hour_from,
        hourTo: input.hour_to,
        travelers: input.travelers,
        message: input.message,
        purpose: input.purpose ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: bookings.id })
    await tx.insert(bookingStatusHistory).values({
      bookingId: row!.id,
      fromStatus: null,
      toStatus: next.status,
      event: event.type,
      actorId: guestId,
      at: now,
    })
    await openChat(tx, { id: row!.id, guestId, camperId: input.camper, ownerId: camper.camper.ownerId }, now)
    // The full price engine (options, fees, closed days, km rules) has the last word: its errors refuse the request.
    const prices = await priceBooking(tx, row!.id, { now: () => now })
    await tx
      .update(bookings)
      .set({ totalPrice: prices.price, priceLines: priceLinesOf(prices) })
      .where(eq(bookings.id, row!.id))
    return { id: row!.id, reused: false }
  })
  return { booking: await getBooking(db, id, { userId: guestId, isStaff: false }, 'guest', now), reused }
}

interface Caller {
  userId: number
  isStaff: boolean
}

interface LoadedBooking {
  booking: BookingRow
  camper: CamperRow
  owner: UserRow
  guest: UserRow
}

async function loadBookings(db: Database, where: ReturnType<typeof and>): Promise<LoadedBooking[]> {
  const rows = await db
    .select({ booking: bookings, camper: campers, owner: users })
    .from(bookings)
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(users, eq(users.id, campers.ownerId))
    .where(where)
    .orderBy(asc(bookings.id))
  const guestIds = [...new Set(rows.map((row) => row.booking.guestId))]
  const guestRows = guestIds.length ? await db.select().from(users).where(inArray(users.id, guestIds)) : []
  const byId = new Map(guestRows.map((guest) => [guest.id, guest]))
  return rows.map((row) => ({ ...row, guest: byId.get(row.booking.guestId)! }))
}

/** The guest's permissions, with refuse and cancel read from the caller's side and the owner's accept. */
function permissionsFor(f: BookingFacts, side: BookingSide, today: string, now: Date) {
  const owner = ownerPermissions(f)
  const guest = guestPermissions(f, today, now)
  return side === 'guest'
    ? { ...guest, can_accept: false }
    : { ...guest, can_refuse: owner.can_refuse, can_cancel: owner.can_cancel, can_accept: owner.can_accept }
}

/** What serialize reads besides the booking: loaded once for a whole list. */
interface Related {
  photos: Map<number, Array<{ url: string }>>
  rates: Map<number, number | null>
  extensions: Map<number, BookingExtensionRow[]>
  upgrades: Map<number, BookingUpgradeRow[]>
  /** The slugs of the reinforced insurances: a trip insured by one has no deductible left to buy back. */
  reinforcedInsurances: Set<string>
  /** The owner's share of each booking: frozen on its payments once paid, else what a payment would freeze now. */
  ownerEarnings: Map<number, number>
  /** The bookings the owner refused (owner.refuse), told apart from those they cancelled. */
  refused: Set<number>
  /** The bookings whose dates another booking took (bookingsWithDatesTaken). */
  datesTaken: Set<number>
}

function serialize<S extends BookingSide>(loaded: LoadedBooking, side: S, related: Related, now: Date) {
  const { booking, camper, owner, guest } = loaded
  const { photos, rates } = related
  const today = todayOf(now)
  const f = facts(booking, related)
  const meta = metaState(f, side, now)
  const { dateFrom, dateTo } = f
  const pickup = revealsPickupDetails(booking.status)
  return {
    id: booking.id,
    state: booking.status,
    display_state: displayState(f, today, meta === 'archived'),
    meta_state: meta,
    summary_state: summaryState(f, meta),
    is_instant: booking.isInstant,
    date_from: dateFrom,
    date_to: dateTo,
    hour_from: booking.hourFrom,
    hour_to: booking.hourTo,
    date_time_from: `${dateFrom}T${hour(booking.hourFrom)}:00`,
    date_time_to: `${dateTo}T${hour(booking.hourTo)}:00`,
    travelers: booking.travelers,
    purpose: booking.purpose,
    message: booking.message,
    price: toDecimal(booking.totalPrice),
    deposit: toDecimal(camper.depositAmount),
    total_earnings: toDecimal(related.ownerEarnings.get(booking.id) ?? 0),
    currency: booking.currency,
    confirmed_on: iso(booking.confirmedOn),
    acceptation_expired_on: iso(booking.acceptationExpiredOn),
    owner_accept_expire_on: iso(booking.ownerAcceptExpireOn),
    snoozed_until: iso(booking.snoozedUntil),
    cancel_reason: booking.cancelReason,
    cancel_message: booking.cancelMessage,
    emergency_proof_in_validation: false,
    permissions: permissionsFor(f, side, today, now),
    camper: {
      id: camper.id,
      title: camper.title,
      vehicle_type: camper.vehicleType,
      city: camper.addressCity,
      country: camper.addressCountry,
      pickup_address: pickup
        ? {
            street: camper.addressStreet,
            zipcode: camper.addressZipcode,
            city: camper.addressCity,
            country: camper.addressCountry,
          }
        : null,
      instant_booking_activated: camper.instantBooking,
      photo: photos.get(camper.id)?.[0]?.url ?? null,
    },
    guest: { id: guest.id, first_name: guest.firstName },
    owner: {
      id: owner.id,
      first_name: owner.firstName,
      is_pro: owner.isPro,
      joined_on: owner.joinedAt.toISOString().slice(0, 10),
      answer_rate_as_owner: rates.get(owner.id) ?? null,
      phone: pickup ? owner.phone : null,
    },
    extensions: extensionsSummary(
      {
        status: booking.status,
        dateFrom,
        bookedKmOption: booking.kmOption,
        unlimitedKmAllowed: camper.unlimitedKmAllowed,
      },
      related.extensions.get(booking.id) ?? [],
      side,
      today,
    ),
    upgrades: upgradesSummary(
      {
        status: booking.status,
        buybackAvailable: isBuybackAvailable(f, today),
        insuranceSlug: booking.insuranceSlug,
        insuranceReinforced: booking.insuranceSlug !== null && related.reinforcedInsurances.has(booking.insuranceSlug),
      },
      related.upgrades.get(booking.id) ?? [],
    ),
    created_at: booking.createdAt.toISOString(),
    updated_at: booking.updatedAt.toISOString(),
  }
}

/** Rows grouped by their booking, in the order the query gave them. */
function byBooking<R extends { bookingId: number }>(rows: R[]) {
  const grouped = new Map<number, R[]>()
  for (const row of rows) {
    const list = grouped.get(row.bookingId)
    if (list) list.push(row)
    else grouped.set(row.bookingId, [row])
  }
  return grouped
}

/** The extension and upgrade requests of all the bookings: one query each, newest first. */
async function extrasOf(db: Database, bookingIds: number[]) {
  if (bookingIds.length === 0)
    return { extensions: new Map<number, BookingExtensionRow[]>(), upgrades: new Map<number, BookingUpgradeRow[]>() }
  const extensions = await db
    .select()
    .from(bookingExtensions)
    .where(inArray(bookingExtensions.bookingId, bookingIds))
    .orderBy(desc(bookingExtensions.createdAt), desc(bookingExtensions.id))
  const upgrades = await db
    .select()
    .from(bookingUpgrades)
    .where(inArray(bookingUpgrades.bookingId, bookingIds))
    .orderBy(desc(bookingUpgrades.createdAt), desc(bookingUpgrades.id))
  return { extensions: byBooking(extensions), upgrades: byBooking(upgrades) }
}

/** The bookings a history row shows the owner refused. */
async function refusedBookings(db: Database, bookingIds: number[]) {
  if (bookingIds.length === 0) return new Set<number>()
  const rows = await db
    .select({ id: bookingStatusHistory.bookingId })
    .from(bookingStatusHistory)
    .where(and(inArray(bookingStatusHistory.bookingId, bookingIds), eq(bookingStatusHistory.event, 'owner.refuse')))
  return new Set(rows.map((row) => row.id))
}

async function serializeAll<S extends BookingSide>(db: Database, loaded: LoadedBooking[], side: S, now: Date) {
  const photos = await photosByCamper(db, [...new Set(loaded.map((row) => row.camper.id))])
  const rates = await answerRates(db, [...new Set(loaded.map((row) => row.owner.id))])
  const extras = await extrasOf(
    db,
    loaded.map((row) => row.booking.id),
  )
  const reinforced = await db
    .select({ slug: insurances.slug })
    .from(insurances)
    .where(eq(insurances.isReinforced, true))
  const reinforcedInsurances = new Set(reinforced.map((row) => row.slug))
  const ownerEarnings = await ownerEarningsByBooking(
    db,
    loaded.map((row) => row.booking),
  )
  const ids = loaded.map((row) => row.booking.id)
  const refused = await refusedBookings(db, ids)
  const datesTaken = await bookingsWithDatesTaken(db, ids)
  return loaded.map((row) =>
    serialize(row, side, { photos, rates, ...extras, reinforcedInsurances, ownerEarnings, refused, datesTaken }, now),
  )
}

/** One booking as `side` sees it: 404 when unknown, 403 when the caller is neither that side nor staff. */
export async function getBooking<S extends BookingSide>(
  db: Database,
  id: number,
  caller: Caller,
  side: S,
  now = new Date(),
) {
  const loaded = await loadOwn(db, id, caller, side)
  return (await serializeAll(db, [loaded], side, now))[0]!
}

/** `staffMay`: whether staff pass without being that side (reads and staff events do; acting for a side does not). */
async function loadOwn(db: Database, id: number, caller: Caller, side: BookingSide, staffMay = true) {
  const [loaded] = await loadBookings(db, and(eq(bookings.id, id)))
  if (!loaded) throw ApiError.notFound()
  const mine = side === 'guest' ? loaded.booking.guestId === caller.userId : loaded.camper.ownerId === caller.userId
  if (!mine && !(caller.isStaff && staffMay))
    throw ApiError.detail(403, 'You do not have permission to perform this action.', 'forbidden')
  // The owner only sees a request once the guest has sent it.
  if (side === 'owner' && isDraftStatus(loaded.booking.status)) throw ApiError.notFound()
  return loaded
}

export interface BookingListQuery {
  state?: BookingStatus
  meta_state?: MetaStateFilter
  page: number
  page_size: number
  year?: number
}

const guests = alias(users, 'guests')

const listFilters = (facts: BookingFactsQuery, query: BookingListQuery) =>
  and(
    query.state ? sql`${facts.status} = ${query.state}` : undefined,
    query.meta_state ? sql`${facts.metaState} = ${metaStateFromFilter(query.meta_state)}` : undefined,
    query.year ? sql`extract(year FROM ${facts.dateFrom}) = ${query.year}` : undefined,
  )

/**
 * The guest's trips or the owner's bookings: to-dos first, then by start date (the archive newest first). The owner's
 * to-dos are requests to answer: the one whose answer is due first comes first, whatever its trip's dates. Filtered,
 * sorted and paged in SQL; what the page's rows show besides their own columns is read for that page only.
 */
export async function listBookings<S extends BookingSide>(
  db: Database,
  userId: number,
  side: S,
  query: BookingListQuery,
  now = new Date(),
) {
  const facts = bookingFacts(db, side, userId, now)
  const meta = facts.metaState
  const order = [
    sql`CASE ${meta} WHEN 'todo' THEN 0 WHEN 'waiting' THEN 1 WHEN 'confirmed' THEN 2 ELSE 3 END`,
    // Soonest deadline first; a to-do without one (none is expected) after those that have one.
    ...(side === 'owner' ? [sql`CASE WHEN ${meta} = 'todo' THEN ${facts.deadline} END ASC NULLS LAST`] : []),
    sql`CASE WHEN ${meta} <> 'archived' THEN ${facts.dateFrom} END ASC`,
    sql`CASE WHEN ${meta} = 'archived' THEN ${facts.dateFrom} END DESC`,
    asc(facts.id),
  ]
  const page = db
    .select({
      id: sql<number>`${facts.id}`.as('page_id'),
      total: sql<number>`(count(*) OVER ())::int`.as('total'),
      position: sql<number>`row_number() OVER (ORDER BY ${sql.join(order, sql`, `)})`.as('position'),
    })
    .from(facts)
    .where(listFilters(facts, query))
    .orderBy(...order)
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size)
    .as('page')
  const rows = await db
    .select({
      booking: bookings,
      camper: campers,
      owner: users,
      guest: guests,
      datesTaken: sql<boolean>`${datesTakenSql}`,
      refused: refusedByOwner,
      total: page.total,
      photo: sql<string | null>`(SELECT coalesce(p.card_url, p.url) FROM camper_photos p
        WHERE p.camper_id = ${campers.id} ORDER BY p.position LIMIT 1)`,
      frozenShare: sql<
        number | null
      >`(SELECT sum(p.owner_share)::int FROM payments p WHERE p.booking_id = ${bookings.id}
        AND p.status = 'SUCCEEDED' AND p.state <> 'cancel' AND p.owner_share IS NOT NULL)`,
      reinforced: sql<boolean>`EXISTS (SELECT 1 FROM insurances i
        WHERE i.slug = ${bookings.insuranceSlug} AND i.is_reinforced)`,
      periods: sql<EnginePeriod[]>`(SELECT coalesce(json_agg(json_build_object('period', c.period, 'kind', c.kind,
        'pricePerDay', c.price_per_day, 'minDays', c.min_days)), '[]')
        FROM calendar_periods c WHERE c.camper_id = ${campers.id} AND c.period && ${bookings.period})`,
      options: sql<EngineOption[]>`(SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name,
        'price', o.price, 'recurrence', o.recurrence, 'maxQuantity', o.max_quantity) ORDER BY o.id), '[]')
        FROM camper_options o WHERE o.camper_id = ${campers.id})`,
    })
    .from(page)
    .innerJoin(bookings, eq(bookings.id, page.id))
    .innerJoin(campers, eq(campers.id, bookings.camperId))
    .innerJoin(users, eq(users.id, campers.ownerId))
    .innerJoin(guests, eq(guests.id, bookings.guestId))
    .orderBy(asc(page.position))
  const count = rows[0]?.total ?? (query.page > 1 ? await countBookings(db, userId, side, query, now) : 0)
  if (rows.length === 0) return { count, results: [] }
  const ids = rows.map((row) => row.booking.id)
  const rates = await answerRates(db, [...new Set(rows.map((row) => row.owner.id))])
  const extras = await extrasOf(db, ids)
  const related: Related = {
    photos: new Map(rows.flatMap((row) => (row.photo === null ? [] : [[row.camper.id, [{ url: row.photo }]]]))),
    rates,
    ...extras,
    reinforcedInsurances: new Set(rows.flatMap((row) => (row.reinforced ? [row.booking.insuranceSlug!] : []))),
    ownerEarnings: new Map(
      rows.map((row) => [
        row.booking.id,
        row.frozenShare ?? ownerEarningsFrom(row.booking, row.camper, { periods: row.periods, options: row.options }),
      ]),
    ),
    refused: new Set(rows.flatMap((row) => (row.refused ? [row.booking.id] : []))),
    datesTaken: new Set(rows.flatMap((row) => (row.datesTaken ? [row.booking.id] : []))),
  }
  return { count, results: rows.map((row) => serialize(row, side, related, now)) }
}

type EnginePeriod = Parameters<typeof ownerEarningsFrom>[2]['periods'][number]
type EngineOption = Parameters<typeof ownerEarningsFrom>[2]['options'][number]

/** How many of the user's bookings the query's filters keep: asked only for a page past the last. */
async function countBookings(db: Database, userId: number, side: BookingSide, query: BookingListQuery, now: Date) {
  const facts = bookingFacts(db, side, userId, now)
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(facts)
    .where(listFilters(facts, query))
  return row?.total ?? 0
}

/** GET .../options/: the filter choices with their counts, the years that have bookings, and the cancel reasons. */
export async function bookingOptions(db: Database, userId: number, side: BookingSide, now = new Date()) {
  const facts = bookingFacts(db, side, userId, now)
  const groups = await db
    .select({
      meta: facts.metaState,
      status: facts.status,
      year: sql<number>`extract(year FROM ${facts.dateFrom})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(facts)
    .groupBy(sql`1`, sql`2`, sql`3`)
  const total = (keep: (group: (typeof groups)[number]) => boolean) =>
    groups.filter(keep).reduce((sum, group) => sum + group.count, 0)
  return {
    meta_states: META_STATE_FILTERS.map((value) => ({
      value,
      count: total((group) => metaStateFilter(group.meta) === value),
    })),
    states: BOOKING_STATUSES.map((value) => ({ value, count: total((group) => group.status === value) })),
    years: [...new Set(groups.map((group) => group.year))].sort((a, b) => b - a),
    cancel_reasons: side === 'guest' ? [...GUEST_CANCEL_REASONS] : [...OWNER_CANCEL_REASONS],
    purposes: [...BOOKING_PURPOSES],
  }
}

export interface BookingUpdate {
  hour_from?: 9 | 14
  hour_to?: 12 | 20
  travelers?: number
  message?: string
  purpose?: (typeof BOOKING_PURPOSES)[number] | null
}

/** PATCH /v4/bookings-guest/{id}/: the guest's details, while the booking is updatable (spec 2 §4). */
export async function updateGuestBooking(
  db: Database,
  id: number,
  caller: Caller,
  update: BookingUpdate,
  now = new Date(),
) {
  const loaded = await loadOwn(db, id, caller, 'guest', false)
  // Drafts are filled in step by step; afterwards only what spec 2 §4 calls updatable.
  const datesTaken = await bookingsWithDatesTaken(db, [id])
  if (
    !isDraftStatus(loaded.booking.status) &&
    !isUpdatable(facts(loaded.booking, { refused: new Set(), datesTaken }), todayOf(now))
  )
    throw bookingNotInValidState()
  if (update.travelers !== undefined && update.travelers > Math.max(loaded.camper.seats, 1)) {
    throw ApiError.fields({
      travelers: [`Ensure this value is less than or equal to ${Math.max(loaded.camper.seats, 1)}.`],
    })
  }
  await db
    .update(bookings)
    .set({
      hourFrom: update.hour_from,
      hourTo: update.hour_to,
      travelers: update.travelers,
      message: update.message,
      purpose: update.purpose,
      updatedAt: now,
    })
    .where(eq(bookings.id, id))
  return getBooking(db, id, caller, 'guest', now)
}

/** A guest or owner action on a booking: checks the caller's side, then lets the machine decide. */
export async function actOnBooking<S extends BookingSide>(
  db: Database,
  id: number,
  caller: Caller,
  side: S,
  event: BookingEvent,
  now = new Date(),
) {
  // Staff change a booking only through their own events (audited); to act as its guest or owner they log in as them (spec 2).
  await loadOwn(db, id, caller, side, event.type.startsWith('staff.'))
  // The request (or instant booking) reaches the owner, who must be able to reach the guest back.
  if (event.type === 'guest.validate') await requireVerifiedEmail(db, caller.userId)
  await applyBookingEvent(db, id, event, { userId: caller.userId }, now)
  // Sending the request is when the owner first reads the guest's message: it opens the conversation.
  if (event.type === 'guest.validate') await postRequestMessage(db, id, now)
  return getBooking(db, id, caller, side, now)
}
