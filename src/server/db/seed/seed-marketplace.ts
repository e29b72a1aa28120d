import { sql } from 'drizzle-orm'
import type { Database } from '../client'
import {
  camperPhotos,
  campers,
  reviews,
  users,
  type NewCamperPhotoRow,
  type NewCamperRow,
  type NewReviewRow,
  type NewUserRow,
  type VehicleType,
} from '../schema'
import { hashString } from '../../../domain/stable-hash'
import { refreshCamperReviewStats } from '../../services/reviews/camper-review-stats'
import { chunks } from './chunks'
import { DEMO_ACCOUNTS } from './demo-accounts'
import { DEMO_NAMES, GUEST_COUNTRY_WEIGHTS } from './demo-people'
import { DEMO_COUNTRIES, type DemoCountry } from './demo-places'
import { GUEST_REVIEW_TEXTS, OWNER_REVIEW_TEXTS } from './demo-review-texts'
import { VEHICLE_NOUNS, VEHICLE_TEMPLATES, type VehicleTemplate } from './demo-vehicles'
import { SeededRandom } from './random'
import type { SeededCity } from './seed-places'
import { slugify } from './slugify'

export const OWNER_COUNT = 60
export const GUEST_COUNT = 120
const CAMPER_TARGET = 330
/** Every demo date is placed before this instant, so the data is identical whenever it is seeded. */
const SEED_REFERENCE = Date.UTC(2026, 9, 31)
const DAY = 86_400_000

interface DemoAccountIds {
  guestId: number
  ownerId: number
  proId: number
}

interface Person {
  id: number
  firstName: string
  country: DemoCountry
  language: string
}

/** Euro prices and deposits in the currency of the camper's country. */
const EURO_RATE: Record<string, number> = { EUR: 1, CHF: 0.95, GBP: 0.85 }

const TITLE_PATTERNS: Record<string, string> = {
  en: '{vehicle}, {beds} berths, near {city}',
  fr: '{vehicle} – {beds} couchages à {city}',
  de: '{vehicle} – mit {beds} Schlafplätzen in {city}',
  es: '{vehicle} – con {beds} plazas en {city}',
  it: '{vehicle} – {beds} posti letto a {city}',
  nl: '{vehicle} – met {beds} slaapplaatsen in {city}',
  pt: '{vehicle} – com {beds} camas em {city}',
}

const DESCRIPTIONS: Record<string, string> = {
  en: 'Our {vehicle} is ready for your next road trip from {city}. It sleeps {beds} and has {seats} seatbelts. Bedding, kitchen kit and camping chairs are included, and we are happy to share our favourite spots.',
  fr: 'Notre {vehicle} vous attend à {city} pour votre prochain road trip. {beds} couchages et {seats} places carte grise. Literie, vaisselle et chaises de camping fournies, et nous partageons volontiers nos bons plans.',
  de: 'Unser {vehicle} wartet in {city} auf Ihre nächste Reise. {beds} Schlafplätze und {seats} Gurtplätze. Bettwäsche, Küchenausstattung und Campingstühle sind dabei, und unsere Lieblingsplätze verraten wir gern.',
  es: 'Nuestro {vehicle} te espera en {city} para tu próxima escapada. {beds} plazas para dormir y {seats} plazas homologadas. Incluye ropa de cama, menaje y sillas de camping, y te contamos nuestros rincones favoritos.',
  it: 'Il nostro {vehicle} vi aspetta a {city} per il prossimo viaggio. {beds} posti letto e {seats} posti omologati. Biancheria, stoviglie e sedie da campeggio incluse, e vi consigliamo volentieri i nostri posti preferiti.',
  nl: 'Onze {vehicle} staat in {city} klaar voor je volgende roadtrip. {beds} slaapplaatsen en {seats} gordelplaatsen. Beddengoed, keukenspullen en campingstoelen zijn inbegrepen, en we delen graag onze favoriete plekjes.',
  pt: 'A nossa {vehicle} espera por si em {city} para a próxima viagem. {beds} camas e {seats} lugares homologados. Roupa de cama, loiça e cadeiras de campismo incluídas, e partilhamos com gosto os nossos sítios preferidos.',
}

/** Street names a pick-up address reads in each language (a hash picks one, so the rest of the seed is unchanged). */
const DEMO_STREETS: Record<string, string[]> = {
  fr: ['rue des Lilas', 'avenue de la Gare', 'chemin du Lac', 'rue du Port'],
  de: ['Bahnhofstraße', 'Lindenweg', 'Seestraße', 'Hauptstraße'],
  es: ['calle Mayor', 'avenida del Puerto', 'calle del Sol'],
  ca: ['carrer Major', 'carrer del Mar'],
  it: ['via Roma', 'via del Lago', 'corso Garibaldi'],
  nl: ['Stationsweg', 'Kerkstraat', 'Dorpsstraat'],
  pt: ['rua do Sol', 'avenida da Liberdade'],
  en: ['Station Road', 'Harbour Lane', 'Church Street'],
}

/** A house number and a street in `language`: the address a guest reads once their trip is paid. */
function demoStreet(language: string, seed: number): string {
  const streets = DEMO_STREETS[language] ?? DEMO_STREETS.en!
  const street = streets[seed % streets.length]!
  const number = ((seed >>> 3) % 120) + 1
  return language === 'de' || language === 'nl' ? `${street} ${number}` : `${number} ${street}`
}

/** A mobile number's dialling prefix in each demo country. */
const MOBILE_PREFIXES: Record<DemoCountry, string> = {
  FR: '+336',
  DE: '+49151',
  ES: '+346',
  IT: '+393',
  NL: '+316',
  BE: '+324',
  PT: '+3519',
  CH: '+417',
  AT: '+436',
  IE: '+3538',
  GB: '+447',
}

/** A mobile number of `country`, from a hash so the rest of the seed is unchanged. */
const demoPhone = (country: DemoCountry, serial: number) =>
  `${MOBILE_PREFIXES[country]}${String(hashString(`phone-${serial}`) % 100_000_000).padStart(8, '0')}`

/** The language a person writes reviews in: the texts exist for the main storefront languages. */
function writingLanguage(languages: readonly string[]): string {
  const main = languages[0] ?? 'en'
  if (main === 'ca') return 'es'
  return main in GUEST_REVIEW_TEXTS ? main : 'en'
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

function jitter(random: SeededRandom, latitude: number, longitude: number, maxKm: number) {
  const distance = Math.sqrt(random.next()) * maxKm
  const angle = random.next() * 2 * Math.PI
  return {
    latitude: Number((latitude + (distance * Math.cos(angle)) / 111.32).toFixed(6)),
    longitude: Number(
      (longitude + (distance * Math.sin(angle)) / (111.32 * Math.cos((latitude * Math.PI) / 180))).toFixed(6),
    ),
  }
}

/**
 * Owners, guests, their campers with photos, and reviews in several languages. Everything
 * derives from one seed, so two runs produce the same marketplace.
 */
export async function seedMarketplace(
  db: Database,
  options: { passwordHash: string; demo: DemoAccountIds; cities: SeededCity[] },
) {
  const random = new SeededRandom(0x524f414d)
  const { passwordHash, demo, cities } = options
  const citiesByCountry = new Map<DemoCountry, SeededCity[]>()
  for (const city of cities)
    citiesByCountry.set(city.countryCode, [...(citiesByCountry.get(city.countryCode) ?? []), city])
  const countries = [...citiesByCountry.keys()]
  const countryWeights = countries.map((code) => citiesByCountry.get(code)!.reduce((sum, city) => sum + city.weight, 0))

  // People: owners spread like the cities, guests like European camper tourism.
  let serial = 0
  const makePerson = (country: DemoCountry, role: 'owner' | 'guest'): NewUserRow & { country: DemoCountry } => {
    serial += 1
    const naming = DEMO_NAMES[country]
    const firstName = random.pick(naming.first)
    const lastName = random.pick(naming.last)
    const isPro = role === 'owner' && random.chance(0.08)
    return {
      country,
      email: `${slugify(firstName)}.${slugify(lastName)}.${serial}@roam.test`,
      passwordHash,
      firstName,
      lastName,
      isOwner: false,
      isPro,
      professionalType: isPro ? 'BUSINESS' : null,
      locale: DEMO_COUNTRIES[country].locale,
      languages: [...random.pick(naming.languages)],
      phone: demoPhone(country, serial),
      phoneVerified: random.chance(0.7),
      // A few guests never uploaded a picture, as in real life.
      profilePictureUrl:
        role === 'guest' && random.chance(0.15) ? null : `/api/media/avatars/${slugify(firstName)}-${serial}.svg`,
      joinedAt: new Date(SEED_REFERENCE - random.int(60, 6 * 365) * DAY),
    }
  }
  const ownerDrafts = Array.from({ length: OWNER_COUNT - 2 }, () =>
    makePerson(random.weighted(countries, countryWeights), 'owner'),
  )
  const guestCountries = Object.keys(GUEST_COUNTRY_WEIGHTS) as DemoCountry[]
  const guestDrafts = Array.from({ length: GUEST_COUNT }, () =>
    makePerson(
      random.weighted(
        guestCountries,
        guestCountries.map((code) => GUEST_COUNTRY_WEIGHTS[code]),
      ),
      'guest',
    ),
  )

  const inserted: Array<{ id: number; firstName: string; languages: string[] }> = []
  for (const part of chunks([...ownerDrafts, ...guestDrafts])) {
    const rows = part.map(({ country: _country, ...row }) => row)
    inserted.push(
      ...(await db
        .insert(users)
        .values(rows)
        .returning({ id: users.id, firstName: users.firstName, languages: users.languages })),
    )
  }
  const toPerson = (row: (typeof inserted)[number], country: DemoCountry): Person => ({
    id: row.id,
    firstName: row.firstName,
    country,
    language: writingLanguage(row.languages),
  })
  const owners: Person[] = [
    { id: demo.ownerId, firstName: DEMO_ACCOUNTS.owner.firstName, country: 'FR', language: DEMO_ACCOUNTS.owner.locale },
    { id: demo.proId, firstName: DEMO_ACCOUNTS.pro.firstName, country: 'IT', language: DEMO_ACCOUNTS.pro.locale },
    ...ownerDrafts.map((draft, index) => toPerson(inserted[index]!, draft.country)),
  ]
  const guests: Person[] = [
    { id: demo.guestId, firstName: DEMO_ACCOUNTS.guest.firstName, country: 'DE', language: DEMO_ACCOUNTS.guest.locale },
    ...guestDrafts.map((draft, index) => toPerson(inserted[ownerDrafts.length + index]!, draft.country)),
  ]

  // Fleet sizes: most owners rent one or two vehicles; the demo owner has 4, the demo pro 10.
  const fleet = new Map<number, number>([
    [demo.ownerId, 4],
    [demo.proId, 10],
  ])
  for (const owner of owners.slice(2)) fleet.set(owner.id, random.weighted([1, 2, 3, 5, 8], [40, 25, 15, 12, 8]))
  let total = [...fleet.values()].reduce((sum, size) => sum + size, 0)
  while (total < CAMPER_TARGET) {
    const owner = random.pick(owners.slice(2))
    fleet.set(owner.id, fleet.get(owner.id)! + 1)
    total += 1
  }

  const templateWeights = VEHICLE_TEMPLATES.map((template) => template.weight ?? 1)
  const camperDrafts: Array<NewCamperRow & { photoCount: number; language: string; ownerName: string }> = []
  for (const owner of owners) {
    const countryCities = citiesByCountry.get(owner.country)!
    const home = random.weighted(
      countryCities,
      countryCities.map((city) => city.weight),
    )
    for (let n = 0; n < fleet.get(owner.id)!; n++) {
      // Guarantees every vehicle type exists however the dice fall.
      const template: VehicleTemplate =
        camperDrafts.length < 7
          ? VEHICLE_TEMPLATES.find((candidate) => candidate.type === camperDrafts.length + 1)!
          : random.weighted(VEHICLE_TEMPLATES, templateWeights)
      const city = random.chance(0.8) ? home : random.pick(countryCities)
      const currency = DEMO_COUNTRIES[owner.country].currency
      const rate = EURO_RATE[currency]!
      const beds = random.int(...template.beds)
      const seats = random.int(...template.seats)
      const year = random.int(...template.years)
      const euroPrice = random.int(...template.price)
      const status = random.weighted(
        ['bookable', 'published', 'unpublished_owner', 'to_moderate', 'created'] as const,
        [86, 6, 4, 2, 2],
      )
      const createdAt = SEED_REFERENCE - random.int(30, 5 * 365) * DAY
      const cityName = city.translatedNames[owner.language] ?? city.name
      const vehicle = `${template.brand} ${template.model}`
      const deposit =
        template.type <= 3
          ? random.pick([1500, 2000, 2500])
          : template.type === 6
            ? random.pick([500, 800])
            : random.pick([800, 1000, 1200, 1500])
      camperDrafts.push({
        ownerId: owner.id,
        title: fill(TITLE_PATTERNS[owner.language] ?? TITLE_PATTERNS.en!, { vehicle, beds, city: cityName }),
        description: fill(DESCRIPTIONS[owner.language] ?? DESCRIPTIONS.en!, { vehicle, beds, seats, city: cityName }),
        vehicleType: template.type,
        brand: template.brand,
        model: template.model,
        year,
        seats,
        beds,
        placeId: city.id,
        addressCity: cityName,
        addressCountry: owner.country,
        addressStreet: demoStreet(owner.language, hashString(`street-${owner.id}-${cityName}-${camperDrafts.length}`)),
        ...jitter(random, city.latitude, city.longitude, 7),
        pricePerDay: Math.round((euroPrice * rate) / 5) * 5 * 100,
        currency,
        instantBooking: random.chance(0.35),
        petsAllowed: random.weighted(['ALLOWED', 'NOT_ALLOWED', 'ON_DEMAND'] as const, [30, 40, 30]),
        smokingAllowed: random.weighted(['ALLOWED', 'NOT_ALLOWED', 'ON_DEMAND'] as const, [3, 90, 7]),
        abroadAllowed: random.weighted(['ALLOWED', 'NOT_ALLOWED', 'ON_DEMAND'] as const, [60, 10, 30]),
        depositAmount: Math.round(deposit * rate) * 100,
        depositMean: random.pick([
          'card',
          'card',
          'card,transfer',
          'check,card',
          'card,cash',
          'transfer',
          'card,check,cash',
        ]),
        hourFrom: random.pick(['09:00', '14:00']),
        hourTo: random.pick(['12:00', '20:00']),
        minDays: random.pick([1, 2, 3, 3, 5, 7]),
        maxMonthsFutureRental: random.pick([3, 6, 12, 12, 12, 18, 24]),
        status,
        publishedAt: ['bookable', 'published', 'unpublished_owner'].includes(status)
          ? new Date(createdAt + random.int(1, 10) * DAY)
          : null,
        createdAt: new Date(createdAt),
        photoCount: random.int(3, 6),
        language: owner.language,
        ownerName: owner.firstName,
      })
    }
  }

  const camperRows: Array<{ id: number; vehicleType: number }> = []
  for (const part of chunks(camperDrafts)) {
    const rows = part.map(({ photoCount: _photos, language: _language, ownerName: _owner, ...row }) => row)
    camperRows.push(
      ...(await db.insert(campers).values(rows).returning({ id: campers.id, vehicleType: campers.vehicleType })),
    )
  }
  await db.execute(sql`UPDATE users SET is_owner = true WHERE id IN (SELECT DISTINCT owner_id FROM campers)`)

  const photos: NewCamperPhotoRow[] = camperRows.flatMap((camper, index) =>
    random.sample([1, 2, 3, 4, 5, 6, 7, 8], camperDrafts[index]!.photoCount).map((variant, position) => ({
      camperId: camper.id,
      url: `/api/media/campers/${camper.vehicleType}-${variant}.svg`,
      position,
    })),
  )
  for (const part of chunks(photos)) await db.insert(camperPhotos).values(part)

  // Reviews: guests about published campers (and their owners), owners back about some guests.
  const reviewRows: NewReviewRow[] = []
  camperRows.forEach((camper, index) => {
    const draft = camperDrafts[index]!
    if (!draft.publishedAt) return
    const isDemoFleet = draft.ownerId === demo.ownerId || draft.ownerId === demo.proId
    const count = isDemoFleet ? random.int(3, 7) : random.weighted([0, 1, 2, 3, 4, 6, 9], [12, 20, 22, 18, 12, 10, 6])
    const published = draft.publishedAt.getTime()
    for (let n = 0; n < count; n++) {
      const guest = isDemoFleet && n === 0 ? guests[0]! : random.pick(guests.slice(1))
      const rating = random.weighted([5, 4, 3, 2, 1], [62, 27, 8, 2, 1])
      const texts = GUEST_REVIEW_TEXTS[guest.language]!
      const vehicleNoun = VEHICLE_NOUNS[guest.language]![camper.vehicleType as VehicleType]
      const values = { owner: draft.ownerName, vehicle: vehicleNoun }
      const comment =
        rating >= 4
          ? [random.pick(texts.openings), random.pick(texts.vehicle), random.pick(texts.closings)]
              .map((part) => fill(part, values))
              .join(' ')
          : fill(random.pick(rating === 3 ? texts.mixed : texts.poor), values)
      const publishedDate = published + Math.floor(random.next() * (SEED_REFERENCE - published))
      // About one happy guest in four shares a trip photo; a hash, not the generator, so the rest of the seed is unchanged.
      const photoSeed = hashString(`review-photo-${camper.id}-${n}`)
      const photoUrl =
        rating >= 4 && photoSeed % 4 === 0
          ? `/api/media/campers/${camper.vehicleType}-${((photoSeed >>> 2) % 8) + 1}.svg`
          : null
      // The return and the host rated near the trip, from a hash too, so the rest of the seed is unchanged.
      const criteriaSeed = hashString(`review-criteria-${camper.id}-${n}`)
      const nearRating = (shift: number) => Math.min(5, Math.max(1, rating + ((shift % 3) - 1)))
      reviewRows.push({
        camperId: camper.id,
        authorId: guest.id,
        targetId: draft.ownerId,
        authorType: 'guest',
        rating,
        endRating: nearRating(criteriaSeed),
        targetRating: nearRating(criteriaSeed >>> 4),
        comment,
        language: guest.language,
        photoUrl,
        publishedDate: new Date(publishedDate),
        createdAt: new Date(publishedDate - random.int(0, 3) * DAY),
      })
      if (random.chance(0.45) || guest.id === demo.guestId) {
        reviewRows.push({
          camperId: camper.id,
          authorId: draft.ownerId,
          targetId: guest.id,
          authorType: 'owner',
          rating: random.weighted([5, 4], [80, 20]),
          comment: fill(random.pick(OWNER_REVIEW_TEXTS[draft.language] ?? OWNER_REVIEW_TEXTS.en!), {
            guest: guest.firstName,
          }),
          language: draft.language,
          publishedDate: new Date(publishedDate + DAY),
          createdAt: new Date(publishedDate),
        })
      }
    }
  })
  for (const part of chunks(reviewRows)) await db.insert(reviews).values(part)
  await refreshCamperReviewStats(db)

  return {
    owners: owners.length,
    guests: guests.length,
    campers: camperRows.length,
    photos: photos.length,
    reviews: reviewRows.length,
  }
}
