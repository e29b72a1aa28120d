import { setTimeout as sleep } from 'node:timers/promises'
import { SISTER_PLATFORM_ORIGIN } from '../../../domain/sister-platform'
import { toDecimal } from '../../services/listings/money'
import { ProviderUnavailableError } from '../provider-unavailable'
import type { SisterListing, SisterListingDetail, SisterPlatformProvider } from './sister-platform-provider'

/** Any listing id starting with this makes the sandbox fail as the real platform does when it is down. */
export const SANDBOX_FAILING_PREFIX = 'fail-'
/** Where the sandbox's listings pretend to live; nothing is ever fetched there. */
const SANDBOX_SITE = `${SISTER_PLATFORM_ORIGIN}/en/campers`

// The demo illustrations Roam serves itself, so the sandbox's pictures show offline.
const pictures = (vehicleType: number) =>
  [1, 2, 3].map((variant) => ({ url: `/api/media/campers/${vehicleType}-${variant}.svg`, width: 1200, height: 800 }))

type DemoListing = Omit<SisterListingDetail, 'url' | 'pictures'>

/** The sister platform's demo listings: a van, a coachbuilt motorhome and a caravan in three countries. */
export const SANDBOX_SISTER_LISTINGS: readonly DemoListing[] = [
  {
    id: 'rv-1001',
    title: 'Volkswagen California Ocean, ready for the coast',
    description:
      'Pop-top campervan with a kitchenette, two beds upstairs and two below. Bedding and camping chairs included.',
    vehicleType: 4,
    brand: 'Volkswagen',
    model: 'California Ocean',
    year: 2021,
    seats: 4,
    beds: 4,
    registration: 'GX-482-LB',
    registrationCountry: 'NL',
    registrationDate: '2021-04-12',
    gvw: 3000,
    height: 199,
    vehicleValue: 6_200_000,
    pricePerDay: 11_500,
    depositAmount: 100_000,
    currency: 'EUR',
    minDays: 3,
    city: 'Utrecht',
    country: 'NL',
    latitude: 52.0907,
    longitude: 5.1214,
    cookingEnergies: ['gas'],
    heatingEnergies: ['diesel'],
    fridgeEnergies: ['electric'],
    electricPlugTypes: ['cee'],
  },
  {
    id: 'rv-1002',
    title: 'Family motorhome with six berths',
    description: 'Coachbuilt motorhome with a cab-over bed, a shower and a large garage for bikes. Ideal for families.',
    vehicleType: 2,
    brand: 'Fiat',
    model: 'Ducato Challenger 384',
    year: 2019,
    seats: 6,
    beds: 6,
    registration: 'EF-123-GH',
    registrationCountry: 'FR',
    registrationDate: '2019-06-03',
    gvw: 3500,
    height: 310,
    vehicleValue: 5_400_000,
    pricePerDay: 14_000,
    depositAmount: 150_000,
    currency: 'EUR',
    minDays: 5,
    city: 'Lyon',
    country: 'FR',
    latitude: 45.764,
    longitude: 4.8357,
    cookingEnergies: ['gas'],
    heatingEnergies: ['gas'],
    fridgeEnergies: ['gas', 'electric'],
    electricPlugTypes: ['cee', 'schuko'],
  },
  {
    id: 'rv-1003',
    title: 'Cosy caravan for two',
    description: 'A light caravan with a double bed and a small kitchen, easy to tow behind a family car.',
    vehicleType: 6,
    brand: 'Knaus',
    model: 'Sport 400',
    year: null,
    seats: 0,
    beds: 2,
    registration: '',
    registrationCountry: 'DE',
    registrationDate: null,
    gvw: 1200,
    height: null,
    vehicleValue: null,
    pricePerDay: 5_500,
    depositAmount: 50_000,
    currency: 'EUR',
    minDays: 2,
    city: 'Freiburg',
    country: 'DE',
    latitude: 47.999,
    longitude: 7.8421,
    cookingEnergies: ['gas'],
    heatingEnergies: [],
    fridgeEnergies: ['electric'],
    electricPlugTypes: ['schuko'],
  },
]

const detailOf = (listing: DemoListing): SisterListingDetail => ({
  ...listing,
  url: `${SANDBOX_SITE}/${listing.id}`,
  pictures: pictures(listing.vehicleType),
})

const cardOf = (listing: SisterListingDetail): SisterListing => ({
  id: listing.id,
  title: listing.title,
  url: listing.url,
  price_per_day: toDecimal(listing.pricePerDay),
  currency: listing.currency,
  photo_url: listing.pictures[0]?.url ?? null,
  latitude: listing.latitude,
  longitude: listing.longitude,
})

/**
 * The built-in stand-in for the sister platform: deterministic and offline. It waits `delayMs` (a call over the
 * network), then answers from its demo listings; an id starting with `fail-` fails as an outage would
 * (ProviderUnavailableError), any other unknown id is not found (null). Its search lists every demo listing.
 */
export function createSandboxSisterPlatform(options: { delayMs: number }): SisterPlatformProvider {
  const wait = () => (options.delayMs > 0 ? sleep(options.delayMs) : Promise.resolve())
  return {
    async searchListings(query) {
      await wait()
      const all = SANDBOX_SISTER_LISTINGS.map(detailOf).map(cardOf)
      const start = (query.page - 1) * query.pageSize
      return { count: all.length, results: all.slice(start, start + query.pageSize) }
    },
    async getListing(externalId) {
      await wait()
      if (externalId.startsWith(SANDBOX_FAILING_PREFIX))
        throw new ProviderUnavailableError('The sister platform', 'error')
      const listing = SANDBOX_SISTER_LISTINGS.find((candidate) => candidate.id === externalId)
      return listing ? detailOf(listing) : null
    },
  }
}
