import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import { transition } from 'xstate'
import { upgradeAt, upgradeMachine } from '../../../../machines/upgrade.machine'
import type { UpgradeEvent } from '../../../../machines/upgrade.machine'
import { canAddSecondDriver, isUpgradeDeletable, OPEN_UPGRADE_STATES } from '../../../domain/booking-extras'
import type { LicenceCategory, UpgradeState } from '../../../domain/booking-extras'
import type { Database } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { bookings, bookingUpgrades } from '../../db/schema'
import type { BookingUpgradeRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { secondDriverFee } from '../referential/referential'
import { loadBooking, notInValidState } from './extras-bookings'
import type { ExtrasBooking } from './extras-bookings'
import type { ExtrasPayment } from './extras-payment'
import { upgradesSummary, upgradeView } from './extras-views'

export interface SecondDriver {
  first_name: string
  last_name: string
  licence_number: string
  licence_category: LicenceCategory
}

const NOT_PERMITTED = 'A second driver cannot be added to this booking.'

const upgradesOf = (db: Database, bookingId: number) =>
  db.select().from(bookingUpgrades).where(eq(bookingUpgrades.bookingId, bookingId)).orderBy(desc(bookingUpgrades.createdAt), desc(bookingUpgrades.id))

/** GET /v4/bookings-guest/{id}/upgrades/ */
export async function getUpgrades(db: Database, bookingId: number, guestId: number) {
  const booking = await loadBooking(db, bookingId, { side: 'guest', userId: guestId }, false)
  return upgradesSummary(booking.status, await upgradesOf(db, bookingId))
}

async function lockOpenUpgrade(tx: Database, bookingId: number) {
  const [row] = await tx
    .select()
    .from(bookingUpgrades)
    .where(and(eq(bookingUpgrades.bookingId, bookingId), inArray(bookingUpgrades.state, OPEN_UPGRADE_STATES)))
    .for('update')
  if (!row) throw notInValidState('This booking has no open upgrade request.')
  return row
}

function nextState(state: UpgradeState, event: UpgradeEvent['type']): UpgradeState {
  const snapshot = upgradeAt(state)
  if (!snapshot.can({ type: event })) throw notInValidState(`An upgrade in state ${state} does not allow ${event}.`)
  return transition(upgradeMachine, snapshot, { type: event })[0].value as UpgradeState
}

async function writeState(tx: Database, row: BookingUpgradeRow, state: UpgradeState) {
  const [updated] = await tx.update(bookingUpgrades).set({ state, updatedAt: new Date() }).where(eq(bookingUpgrades.id, row.id)).returning()
  return updated!
}

/** The booking still takes a second driver, not counting the request `exceptId` itself. */
async function requirePermitted(tx: Database, booking: ExtrasBooking, exceptId?: number) {
  const others = await tx
    .select({ state: bookingUpgrades.state })
    .from(bookingUpgrades)
    .where(and(eq(bookingUpgrades.bookingId, booking.id), exceptId === undefined ? undefined : ne(bookingUpgrades.id, exceptId)))
  if (!canAddSecondDriver(booking.status, others.map((other) => other.state))) throw notInValidState(NOT_PERMITTED)
}

/** POST /v4/bookings-guest/{id}/upgrades/: a draft second driver at the referential's fee. */
export async function createUpgrade(db: Database, bookingId: number, guestId: number, driver: SecondDriver) {
  try {
    return await db.transaction(async (tx) => {
      const booking = await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
      await requirePermitted(tx, booking)
      const [row] = await tx
        .insert(bookingUpgrades)
        .values({
          bookingId,
          secondDriverFirstName: driver.first_name,
          secondDriverLastName: driver.last_name,
          secondDriverLicenceNumber: driver.licence_number,
          secondDriverLicenceCategory: driver.licence_category,
          price: secondDriverFee(booking.currency),
          currency: booking.currency,
        })
        .returning()
      return upgradeView(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw notInValidState(NOT_PERMITTED)
    throw error
  }
}

/** PATCH .../upgrades/validate/ (ACCEPTED, when the booking still allows a second driver) and .../upgrades/cancel/. */
async function decide(db: Database, bookingId: number, guestId: number, event: 'guest.validate' | 'guest.cancel') {
  return db.transaction(async (tx) => {
    const booking = await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
    const row = await lockOpenUpgrade(tx, bookingId)
    const state = nextState(row.state, event)
    if (event === 'guest.validate') await requirePermitted(tx, booking, row.id)
    return upgradeView(await writeState(tx, row, state))
  })
}

export const validateUpgrade = (db: Database, bookingId: number, guestId: number) => decide(db, bookingId, guestId, 'guest.validate')
export const cancelUpgrade = (db: Database, bookingId: number, guestId: number) => decide(db, bookingId, guestId, 'guest.cancel')

/** GET .../upgrades/confirm/: pays the accepted upgrade and adds its price to the booking, in one transaction. */
export async function confirmUpgrade(db: Database, bookingId: number, guestId: number, payment: ExtrasPayment) {
  return db.transaction(async (tx) => {
    const booking = await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
    const row = await lockOpenUpgrade(tx, bookingId)
    const state = nextState(row.state, 'payment.succeeded')
    await requirePermitted(tx, booking, row.id)
    await tx.update(bookings).set({ totalPrice: sql`${bookings.totalPrice} + ${row.price}` }).where(eq(bookings.id, bookingId))
    await payment.onUpgradePaid(tx, { reason: 'upgrade', bookingId, guestId, requestId: row.id, amount: row.price, currency: row.currency })
    return upgradeView(await writeState(tx, row, state))
  })
}

/** DELETE .../upgrades/{upId}/: removes a draft; a validated upgrade is cancelled instead. */
export async function deleteUpgrade(db: Database, bookingId: number, guestId: number, upgradeId: number) {
  await db.transaction(async (tx) => {
    await loadBooking(tx, bookingId, { side: 'guest', userId: guestId }, true)
    const [row] = await tx
      .select()
      .from(bookingUpgrades)
      .where(and(eq(bookingUpgrades.id, upgradeId), eq(bookingUpgrades.bookingId, bookingId)))
      .for('update')
    if (!row) throw ApiError.notFound()
    if (!isUpgradeDeletable(row.state)) throw notInValidState(`An upgrade in state ${row.state} cannot be deleted; cancel it instead.`)
    await tx.delete(bookingUpgrades).where(eq(bookingUpgrades.id, row.id))
  })
}
