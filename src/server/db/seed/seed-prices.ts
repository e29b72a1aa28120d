import { asc, sql } from 'drizzle-orm'
import { addDays } from '../../../domain/stay-price'
import type { Database } from '../client'
import {
  camperOptions,
  campers,
  coupons,
  insurances,
  type NewCamperOptionRow,
  type NewCouponRow,
  type NewInsuranceRow,
} from '../schema'
import { chunks } from './chunks'
import { SeededRandom } from './random'

/** The platform's insurance choices (EUR): per-day prices and deductibles by cover, in minor units. */
export const DEMO_INSURANCES: NewInsuranceRow[] = [
  {
    slug: 'none',
    name: 'Owner’s insurance',
    isReinforced: false,
    position: 0,
    prices: { damage_to_vehicle: 0, damage_high_part: 0, burglary: 0, broken_glass: 0, objects_protection: 0 },
    deductibles: { damage_to_vehicle: 0, damage_high_part: 0, burglary: 0, broken_glass: 0, objects_protection: 0 },
    minDriverAge: 21,
    minLicenceYears: 2,
  },
  {
    slug: 'essential',
    name: 'Essential',
    isReinforced: false,
    position: 1,
    prices: { damage_to_vehicle: 1190, damage_high_part: 290, burglary: 190, broken_glass: 130, objects_protection: 0 },
    deductibles: {
      damage_to_vehicle: 150000,
      damage_high_part: 150000,
      burglary: 150000,
      broken_glass: 30000,
      objects_protection: 0,
    },
    minDriverAge: 21,
    minLicenceYears: 2,
  },
  {
    slug: 'serenity',
    name: 'Serenity',
    isReinforced: true,
    position: 2,
    prices: {
      damage_to_vehicle: 1890,
      damage_high_part: 490,
      burglary: 290,
      broken_glass: 190,
      objects_protection: 240,
    },
    deductibles: {
      damage_to_vehicle: 50000,
      damage_high_part: 50000,
      burglary: 50000,
      broken_glass: 0,
      objects_protection: 15000,
    },
    minDriverAge: 23,
    minLicenceYears: 3,
  },
  {
    slug: 'serenity-plus',
    name: 'Serenity Plus',
    isReinforced: true,
    position: 3,
    prices: {
      damage_to_vehicle: 2590,
      damage_high_part: 690,
      burglary: 390,
      broken_glass: 190,
      objects_protection: 340,
    },
    deductibles: { damage_to_vehicle: 0, damage_high_part: 0, burglary: 25000, broken_glass: 0, objects_protection: 0 },
    minDriverAge: 25,
    minLicenceYears: 3,
  },
]

/** Demo coupons around `today`: a welcome percentage, a capped fixed amount, one used up and one expired. */
export function demoCoupons(today: string): NewCouponRow[] {
  return [
    {
      code: 'WELCOME10',
      percentOff: 10,
      validFrom: addDays(today, -30),
      validTo: addDays(today, 365),
      minAmount: 20000,
    },
    {
      code: 'ROAD50',
      amountOff: 5000,
      validFrom: addDays(today, -10),
      validTo: addDays(today, 180),
      minAmount: 40000,
      maxUses: 500,
      uses: 37,
    },
    {
      code: 'FLASH20',
      percentOff: 20,
      validFrom: addDays(today, -20),
      validTo: addDays(today, 10),
      maxUses: 50,
      uses: 50,
    },
    { code: 'SPRING15', percentOff: 15, validFrom: addDays(today, -120), validTo: addDays(today, -30) },
  ]
}

const OPTION_CHOICES: Array<Omit<NewCamperOptionRow, 'camperId'>> = [
  { name: 'Bike rack', price: 1500, recurrence: 'booking', maxQuantity: 1 },
  { name: 'Child seat', price: 300, recurrence: 'day', maxQuantity: 2 },
  { name: 'Camping table and chairs', price: 2000, recurrence: 'booking', maxQuantity: 1 },
  { name: 'Bedding and towels', price: 1200, recurrence: 'booking', maxQuantity: 6 },
  { name: 'Portable barbecue', price: 500, recurrence: 'day', maxQuantity: 1 },
  { name: 'Final cleaning', price: 6000, recurrence: 'booking', maxQuantity: 1 },
]

/** Insurances, coupons, and a few rental options on most campers; some listings refuse unlimited km or close on Sundays. */
export async function seedPrices(db: Database, today: string) {
  const random = new SeededRandom(0x505249)
  await db.insert(insurances).values(DEMO_INSURANCES)
  await db.insert(coupons).values(demoCoupons(today))
  const camperRows = await db.select({ id: campers.id }).from(campers).orderBy(asc(campers.id))
  const options: NewCamperOptionRow[] = []
  for (const camper of camperRows) {
    if (!random.chance(0.7)) continue
    const count = random.int(1, 4)
    const chosen = new Set<number>()
    while (chosen.size < count) chosen.add(random.int(0, OPTION_CHOICES.length - 1))
    for (const index of chosen) options.push({ camperId: camper.id, ...OPTION_CHOICES[index]! })
  }
  for (const part of chunks(options)) await db.insert(camperOptions).values(part)
  // A few owners keep mileage limited, and a few hand over no vehicle on Sundays.
  await db
    .update(campers)
    .set({ unlimitedKmAllowed: false })
    .where(sql`${campers.id} % 5 = 0`)
  await db
    .update(campers)
    .set({ closedWeekdays: [0] })
    .where(sql`${campers.id} % 7 = 3`)
  return { insurances: DEMO_INSURANCES.length, coupons: demoCoupons(today).length, options: options.length }
}
