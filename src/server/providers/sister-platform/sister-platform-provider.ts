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

/** An adapter to the sister platform's listing search. */
export interface SisterPlatformProvider {
  searchListings(query: SisterListingsQuery): Promise<{ count: number; results: SisterListing[] }>
}
