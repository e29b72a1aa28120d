// Spec 1 §2 listing categories: /camper-type/{slug} and /camper-type/{slug}/{seats}-seats. Only three
// slugs exist, each standing for vehicle types of spec 1 §9; the seat count is a minimum number of seatbelts.

export const CATEGORY_TYPES = {
  motorhome: [1, 2, 3], // low-profile, coachbuilt, A-class
  campervan: [4],
  van: [5],
} as const satisfies Record<string, readonly number[]>

export type CategorySlug = keyof typeof CATEGORY_TYPES
export const CATEGORY_SLUGS = Object.keys(CATEGORY_TYPES) as CategorySlug[]

export const CATEGORY_SEATS = [2, 3, 4, 5, 6] as const

export interface Category {
  slug: CategorySlug
  types: readonly number[]
  /** At least this many seatbelts; absent on the category's own page. */
  seats?: number
}

const SEATS_SEGMENT = /^([1-9][0-9]*)-seats$/

function isCategorySlug(slug: string): slug is CategorySlug {
  return Object.hasOwn(CATEGORY_TYPES, slug)
}

/** The category an address names, or null (the 404 page) for another slug or a seat count outside 2 to 6. */
export function parseCategory(slug: string | undefined, seatsSegment?: string): Category | null {
  if (slug === undefined || !isCategorySlug(slug)) return null
  const category: Category = { slug, types: CATEGORY_TYPES[slug] }
  if (seatsSegment === undefined) return category
  const match = SEATS_SEGMENT.exec(seatsSegment)
  const seats = match ? Number(match[1]) : NaN
  if (!(CATEGORY_SEATS as readonly number[]).includes(seats)) return null
  return { ...category, seats }
}

/** The search filters of a category, as /s and GET /3/products/ read them. */
export function categorySearchFilters(category: Category): { types: number[]; seatbelts?: number } {
  return category.seats === undefined
    ? { types: [...category.types] }
    : { types: [...category.types], seatbelts: category.seats }
}
