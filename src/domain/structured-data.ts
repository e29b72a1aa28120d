// What public pages tell search engines in schema.org terms (JSON-LD): a listing is a vehicle offered per day, a
// place page sits in its place's tree. Pure: the server gives the figures it holds and the absolute addresses.

export interface ListingOffer {
  title: string
  description: string
  brand: string
  model: string
  year: number | null
  seats: number
  /** A decimal string of the currency's major units, as the API answers it ("85.00"). */
  price_per_day: string
  currency: string
  review_average: number | null
  review_count: number
}

/** The listing as a Product (a Vehicle) with its daily price and, once reviewed, its rating out of 5. */
export function listingStructuredData(camper: ListingOffer, url: string, images: readonly string[]) {
  return {
    '@context': 'https://schema.org',
    '@type': ['Product', 'Vehicle'],
    name: camper.title,
    description: camper.description,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    ...(camper.brand ? { brand: { '@type': 'Brand', name: camper.brand } } : {}),
    ...(camper.model ? { model: camper.model } : {}),
    ...(camper.year ? { vehicleModelDate: String(camper.year) } : {}),
    ...(camper.seats > 0 ? { seatingCapacity: camper.seats } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: camper.price_per_day,
      priceCurrency: camper.currency,
      availability: 'https://schema.org/InStock',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: camper.price_per_day,
        priceCurrency: camper.currency,
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
      },
    },
    ...(camper.review_count > 0 && camper.review_average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: camper.review_average,
            reviewCount: camper.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

/** A page's trail, from the widest place down to the page itself, each with its absolute address. */
export function breadcrumbStructuredData(trail: ReadonlyArray<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  }
}
