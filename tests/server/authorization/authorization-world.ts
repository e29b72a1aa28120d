import { eq } from 'drizzle-orm'
import {
  camperOptions,
  camperPhotos,
  camperSleepings,
  chats,
  documents,
  leadSources,
  notifications,
  payments,
  wishlists,
} from '../../../src/server/db/schema'
import { DEMO_OWNER_IBAN } from '../../../src/server/db/seed/seed-demo-payouts'
import { openMissingChats } from '../../../src/server/services/chats/chats'
import { createUser, tokensFor } from '../support/accounts'
import { createCamper, createReview } from '../support/campers'
import { blockDays, createExtrasBooking, inDays } from '../support/extras-bookings'
import type { TestApp } from '../support/test-app'

/** Who calls: nobody, the world's guest and owner, a guest and an owner with nothing to do with them, and staff. */
export const ACTORS = ['anonymous', 'guest', 'otherGuest', 'owner', 'otherOwner', 'staff'] as const
export type Actor = (typeof ACTORS)[number]

/** The real ids of the resources the matrix points operations at. */
export interface World {
  /** Each signed-in actor's current access token (renewed by `signInAfresh`). */
  tokens: Record<Exclude<Actor, 'anonymous'>, string>
  emails: Record<Exclude<Actor, 'anonymous'>, string>
  userIds: Record<Exclude<Actor, 'anonymous'>, number>
  /** The owner's published camper, and the other owner's. */
  camperId: number
  otherCamperId: number
  /** The guest's paid trip (TO_COME) in the owner's camper, with its chat, card payment, extension and upgrade. */
  bookingId: number
  /** The guest's finished trip in the owner's camper, reviewed by the guest. */
  doneBookingId: number
  chatId: number
  messageId: number
  paymentId: number
  extensionId: number
  upgradeId: number
  reviewId: number
  /** The guest's driving licence with one uploaded page, and the owner's vehicle registration. */
  documentId: number
  pageId: number
  vehicleDocumentId: number
  periodId: number
  photoId: number
  optionId: number
  sleepingId: number
  wishlistSlug: string
  leadSourceId: number
  /** The secret token of the owner's iCal export. */
  calendarFeedToken: string
  /** One of the guest's notifications. */
  notificationId: number
  /** The web client's OAuth client id, which the token endpoints want. */
  clientId: string
}

/** The driver's answers to the insurance conditions, as the guest records them for the trip. */
export const DRIVER_CONDITIONS = { driver_birth_date: '1985-04-12', licence_date: '2005-06-01', licence_category: 'B' }

/** A second driver, as the guest adds one. */
export const DRIVER = {
  first_name: 'Ada',
  last_name: 'King',
  licence_number: 'KINGA806092G99AB',
  licence_category: 'B',
}

async function ok(response: Response, what: string) {
  if (!response.ok) throw new Error(`world: ${what} answered ${response.status} ${await response.text()}`)
  return response.json() as Promise<Record<string, unknown>>
}

/** Signs every actor in again, for rows that end the caller's session. */
export async function signInAfresh(t: TestApp, world: Pick<World, 'emails' | 'tokens'>) {
  for (const [actor, email] of Object.entries(world.emails) as Array<[keyof World['emails'], string]>) {
    world.tokens[actor] = (await tokensFor(t, email)).access_token
  }
}

/** Builds the world through the API wherever an operation makes the resource, so ids and rows are the real ones. */
export async function buildWorld(t: TestApp): Promise<World> {
  const people = {
    guest: await createUser(t, { firstName: 'Grace' }),
    otherGuest: await createUser(t, { firstName: 'Gaston' }),
    owner: await createUser(t, { isOwner: true, firstName: 'Olga' }),
    otherOwner: await createUser(t, { isOwner: true, firstName: 'Oscar' }),
    staff: await createUser(t, { isStaff: true, firstName: 'Sam' }),
  }
  const entries = Object.entries(people) as Array<[Exclude<Actor, 'anonymous'>, (typeof people)['guest']]>
  const emails = Object.fromEntries(entries.map(([actor, user]) => [actor, user.email])) as World['emails']
  const userIds = Object.fromEntries(entries.map(([actor, user]) => [actor, user.id])) as World['userIds']
  const tokens = {} as World['tokens']
  await signInAfresh(t, { emails, tokens })
  const as = (actor: Exclude<Actor, 'anonymous'>) => tokens[actor]

  const camper = await createCamper(t, people.owner.id)
  const otherCamper = await createCamper(t, people.otherOwner.id, {
    title: 'Fiat Ducato near Ghent',
    addressCity: 'Ghent',
    addressCountry: 'BE',
  })
  const booking = await createExtrasBooking(t, {
    camperId: camper.id,
    guestId: people.guest.id,
    dateFrom: inDays(40),
    dateTo: inDays(45),
  })
  const done = await createExtrasBooking(t, {
    camperId: camper.id,
    guestId: people.guest.id,
    dateFrom: inDays(-20),
    dateTo: inDays(-15),
    status: 'DONE',
  })
  await openMissingChats(t.db)
  const [chat] = await t.db.select().from(chats).where(eq(chats.bookingId, booking.id))
  const message = await ok(
    await t.request(`/3/chats/${chat!.id}/messages/`, {
      method: 'POST',
      token: as('guest'),
      json: { body: 'Can we pick it up at 15:00?' },
    }),
    'chat message',
  )
  const [payment] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id))
  const extension = await ok(
    await t.request(`/v4/bookings-guest/${booking.id}/extensions/`, {
      method: 'POST',
      token: as('guest'),
      json: { km_unlimited: true },
    }),
    'extension',
  )
  const upgrade = await ok(
    await t.request(`/v4/bookings-guest/${booking.id}/upgrades/`, {
      method: 'POST',
      token: as('guest'),
      json: { second_driver: DRIVER },
    }),
    'upgrade',
  )
  const review = await createReview(t, {
    camperId: camper.id,
    bookingId: done.id,
    authorId: people.guest.id,
    targetId: people.owner.id,
    authorType: 'guest',
    rating: 5,
    publishedDate: new Date(),
  })

  const [licence] = await t.db
    .insert(documents)
    .values({ userId: people.guest.id, documentType: 'driving_licen', isMandatory: true })
    .returning()
  const [registration] = await t.db
    .insert(documents)
    .values({ userId: people.owner.id, camperId: camper.id, documentType: 'car_registr', isMandatory: true })
    .returning()
  const pageForm = new FormData()
  pageForm.append('page', new File(['front of the licence'], 'front.jpg', { type: 'image/jpeg' }))
  const page = await ok(
    await t.request(`/3/docs/${licence!.id}/pages/`, { method: 'POST', token: as('guest'), body: pageForm }),
    'document page',
  )

  const period = await ok(
    await t.request(`/3/products/${camper.id}/calendar/periods/`, {
      method: 'POST',
      token: as('owner'),
      json: { dates_0: inDays(90), dates_1: inDays(95), kind: 'unavailable', reason: 'wintering' },
    }),
    'calendar period',
  )
  await blockDays(t, otherCamper.id, inDays(90), inDays(95))
  const [photo] = await t.db.select().from(camperPhotos).where(eq(camperPhotos.camperId, camper.id))
  const [option] = await t.db
    .insert(camperOptions)
    .values({ camperId: camper.id, name: 'Bike rack', price: 1500, recurrence: 'booking' })
    .returning()
  const [sleeping] = await t.db
    .insert(camperSleepings)
    .values({ camperId: camper.id, kind: 'fixed_bed', places: 2 })
    .returning()
  await ok(
    await t.request('/3/wishlists/', {
      method: 'POST',
      token: as('guest'),
      json: { name: 'Summer', product_id: camper.id },
    }),
    'wishlist',
  )
  const [leadSource] = await t.db.insert(leadSources).values({ name: 'Owner newsletter' }).returning()
  const [slug] = await t.db
    .select({ slug: wishlists.slug })
    .from(wishlists)
    .where(eq(wishlists.userId, people.guest.id))
  const conditions = new FormData()
  for (const [name, value] of Object.entries(DRIVER_CONDITIONS)) conditions.append(name, value)
  await ok(
    await t.request(`/3/insurance/condition/${booking.id}/`, { method: 'POST', token: as('guest'), body: conditions }),
    'insurance conditions',
  )
  await ok(
    await t.request('/3/mangopay/iban/', {
      method: 'POST',
      token: as('owner'),
      json: {
        ...DEMO_OWNER_IBAN,
        holder_name: 'Olga Lovelace',
        address: '3 rue de la Paix',
        city: 'Lyon',
        postal_code: '69001',
        country: 'FR',
      },
    }),
    'owner IBAN',
  )
  const feed = await ok(await t.request(`/3/products/${camper.id}/ical-feed/`, { token: as('owner') }), 'iCal export')
  const [notification] = await t.db
    .insert(notifications)
    .values({
      userId: userIds.guest,
      kind: 'booking_confirmed',
      event: `world:${booking.id}`,
      bookingId: booking.id,
      data: {
        bookingId: booking.id,
        camperTitle: 'Camper',
        otherName: 'Olga',
        from: inDays(30),
        to: inDays(35),
        deadline: null,
        message: null,
        path: `/d/trips/${booking.id}`,
      },
    })
    .returning({ id: notifications.id })

  return {
    tokens,
    emails,
    userIds,
    camperId: camper.id,
    otherCamperId: otherCamper.id,
    bookingId: booking.id,
    doneBookingId: done.id,
    chatId: chat!.id,
    messageId: Number(message.id),
    paymentId: payment!.id,
    extensionId: Number(extension.id),
    upgradeId: Number(upgrade.id),
    reviewId: review.id,
    documentId: licence!.id,
    pageId: Number((page.pages as Array<{ id: number }>)[0]!.id),
    vehicleDocumentId: registration!.id,
    periodId: Number(period.id),
    photoId: photo!.id,
    optionId: option!.id,
    sleepingId: sleeping!.id,
    wishlistSlug: slug!.slug,
    leadSourceId: leadSource!.id,
    calendarFeedToken: new URL(String(feed.export_url), 'http://roam.test').searchParams.get('token') ?? '',
    notificationId: notification!.id,
    clientId: t.env.OAUTH_CLIENT_ID,
  }
}
