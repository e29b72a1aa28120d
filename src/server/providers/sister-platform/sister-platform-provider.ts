/** What the search page asks the sister platform: the same criteria as our own search. */
export interface SisterListingsQuery {
  dateFrom?: string
  dateTo?: string
  latitude?: number
  longitude?: number
  radius?: number
  page: number
  pageSize: number
}

/** A listing of the sister platform, shown next to ours and opened on its site. */
export interface SisterListing {
  id: string
  title: string
  url: string
  price_per_day: string
  currency: string
  photo_url: string | null
  latitude: number | null
  longitude: number | null
}

/** A picture of a sister listing: only its address and size travel, the file stays on the sister platform. */
export interface SisterListingPicture {
  url: string
  width: number
  height: number
}

/** Everything the sister platform tells about one of its listings, enough to fill a camper with it. */
export interface SisterListingDetail {
  id: string
  url: string
  title: string
  description: string
  /** Spec 1 §9 vehicle type, 1 to 7. */
  vehicleType: number
  brand: string
  model: string
  year: number | null
  seats: number
  beds: number
  registration: string
  registrationCountry: string
  /** First registration, YYYY-MM-DD. */
  registrationDate: string | null
  /** kg */
  gvw: number | null
  /** cm */
  height: number | null
  /** Minor units of `currency`. */
  vehicleValue: number | null
  /** Minor units of `currency`. */
  pricePerDay: number
  /** Minor units of `currency`. */
  depositAmount: number
  currency: string
  minDays: number
  city: string
  country: string
  latitude: number | null
  longitude: number | null
  cookingEnergies: string[]
  heatingEnergies: string[]
  fridgeEnergies: string[]
  electricPlugTypes: string[]
  pictures: SisterListingPicture[]
}

/** No adapter is configured (SISTER_PLATFORM_PROVIDER=none): nothing can be read from the sister platform. */
export class SisterPlatformNotConfiguredError extends Error {
  constructor() {
    super('No sister platform is configured.')
  }
}

/**
 * An adapter to the sister platform: its listing search, and one listing read in full for an import.
 * `getListing` answers null for an unknown id and rejects with ProviderUnavailableError when the platform fails.
 */
export interface SisterPlatformProvider {
  searchListings(query: SisterListingsQuery): Promise<{ count: number; results: SisterListing[] }>
  getListing(externalId: string): Promise<SisterListingDetail | null>
}
