import { and, asc, eq } from 'drizzle-orm'
import {
  KM_OPTION_DAILY_PRICE,
  KM_OPTIONS,
  LONG_STAY_DISCOUNT,
  LONG_STAY_MIN_DAYS,
  toDecimal,
} from '../../../domain/stay-price'
import { hourOf, timeOfHour } from '../../../domain/calendar-period-rules'
import type { Database } from '../../db/client'
import { camperOptions, campers, type CamperOptionRow } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { ownedCamper } from './owned-camper'

const minor = (amount: number) => Math.round(amount * 100)

const optionToWire = (option: CamperOptionRow) => ({
  id: option.id,
  name: option.name,
  price: toDecimal(option.price),
  recurrence: option.recurrence,
  max_quantity: option.maxQuantity,
})

/** GET /3/products/{id}/prices-details/: what the owner sets (base price, stay, hours, km) and what Roam fixes. */
export async function pricesDetails(db: Database, camperId: number, userId: number) {
  const camper = await ownedCamper(db, camperId, userId)
  const options = await db
    .select()
    .from(camperOptions)
    .where(eq(camperOptions.camperId, camperId))
    .orderBy(asc(camperOptions.id))
  return {
    camper_id: camper.id,
    currency: camper.currency,
    price_per_day: toDecimal(camper.pricePerDay),
    min_days: camper.minDays,
    max_months_future_rental: camper.maxMonthsFutureRental,
    hour_from: hourOf(camper.hourFrom),
    hour_to: hourOf(camper.hourTo),
    unlimited_km_allowed: camper.unlimitedKmAllowed,
    // The km supplements and the long-stay discount are the marketplace's, the same for every camper.
    km_options: KM_OPTIONS.map((km) => ({
      km,
      price_per_day: toDecimal(KM_OPTION_DAILY_PRICE[km]),
      available: km !== 0 || camper.unlimitedKmAllowed,
    })),
    weekly_discount: { min_days: LONG_STAY_MIN_DAYS, rate: LONG_STAY_DISCOUNT },
    options: options.map(optionToWire),
  }
}

export interface PricesDetailsPatch {
  price_per_day?: number
  min_days?: number
  max_months_future_rental?: number
  hour_from?: number
  hour_to?: number
  unlimited_km_allowed?: boolean
}

export async function updatePricesDetails(db: Database, camperId: number, userId: number, patch: PricesDetailsPatch) {
  await ownedCamper(db, camperId, userId)
  const set = {
    ...(patch.price_per_day !== undefined && { pricePerDay: minor(patch.price_per_day) }),
    ...(patch.min_days !== undefined && { minDays: patch.min_days }),
    ...(patch.max_months_future_rental !== undefined && { maxMonthsFutureRental: patch.max_months_future_rental }),
    ...(patch.hour_from !== undefined && { hourFrom: timeOfHour(patch.hour_from) }),
    ...(patch.hour_to !== undefined && { hourTo: timeOfHour(patch.hour_to) }),
    ...(patch.unlimited_km_allowed !== undefined && { unlimitedKmAllowed: patch.unlimited_km_allowed }),
  }
  if (Object.keys(set).length > 0) await db.update(campers).set(set).where(eq(campers.id, camperId))
  return pricesDetails(db, camperId, userId)
}

export interface OptionBody {
  name: string
  price: number
  recurrence: 'day' | 'booking'
  max_quantity?: number
}

export async function createOption(db: Database, camperId: number, userId: number, body: OptionBody) {
  await ownedCamper(db, camperId, userId)
  const [row] = await db
    .insert(camperOptions)
    .values({
      camperId,
      name: body.name,
      price: minor(body.price),
      recurrence: body.recurrence,
      maxQuantity: body.max_quantity ?? 1,
    })
    .returning()
  return optionToWire(row!)
}

const ofCamper = (camperId: number, optionId: number) =>
  and(eq(camperOptions.id, optionId), eq(camperOptions.camperId, camperId))

export async function updateOption(
  db: Database,
  camperId: number,
  optionId: number,
  userId: number,
  body: Partial<OptionBody>,
) {
  await ownedCamper(db, camperId, userId)
  const set = {
    ...(body.name !== undefined && { name: body.name }),
    ...(body.price !== undefined && { price: minor(body.price) }),
    ...(body.recurrence !== undefined && { recurrence: body.recurrence }),
    ...(body.max_quantity !== undefined && { maxQuantity: body.max_quantity }),
  }
  const [row] =
    Object.keys(set).length > 0
      ? await db.update(camperOptions).set(set).where(ofCamper(camperId, optionId)).returning()
      : await db.select().from(camperOptions).where(ofCamper(camperId, optionId))
  if (!row) throw ApiError.notFound()
  return optionToWire(row)
}

export async function deleteOption(db: Database, camperId: number, optionId: number, userId: number) {
  await ownedCamper(db, camperId, userId)
  const deleted = await db.delete(camperOptions).where(ofCamper(camperId, optionId)).returning({ id: camperOptions.id })
  if (deleted.length === 0) throw ApiError.notFound()
}
