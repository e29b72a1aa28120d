import { PASSWORD } from '../support/accounts'
import { DRIVER, DRIVER_CONDITIONS, type Actor, type World } from './authorization-world'

/**
 * What a call comes back as, by status: `ok` went through — a 2xx, or a refusal about the body or the
 * resource's state (400, 402, 405, 409, 410, 422) that only someone allowed in gets to see; `unauth` 401;
 * `forbidden` 403; `hidden` 404 (the resource is not theirs, so it does not exist for them). A 5xx is never a class.
 */
export type Outcome = 'ok' | 'unauth' | 'forbidden' | 'hidden'

export interface MatrixRow {
  /** The path parameters, from the world: which resource the call targets. */
  params?: (w: World) => Record<string, string | number>
  /** Query parameters on top of the contract's required ones (filled from their examples). */
  query?: (w: World) => Record<string, string | number>
  /** The body, when the one generated from the contract's schema is not enough to get past validation. */
  body?: (w: World) => Record<string, unknown>
  /**
   * Who goes through. Defaults by security kind: a public operation (no bearer) lets everyone in, a signed-in
   * one every signed-in actor, and anonymous callers of a signed-in one always get `unauth`.
   */
  allow?: readonly Actor[]
  /** What the signed-in actors outside `allow` get; `hidden` unless told. */
  deny?: Outcome
  /** Cells that differ from the rule above. */
  cells?: Partial<Record<Actor, Outcome>>
  /** Ends the booking or the listing other rows use: called after every other row. */
  last?: boolean
  /** Ends the caller's session or account: called at the very end, each actor signed in afresh first. */
  endsSession?: boolean
}

const STAFF = ['staff'] as const
/** Staff-only operations: everyone else signed in is refused outright. */
const STAFF_ONLY: MatrixRow = { allow: STAFF, deny: 'forbidden' }
/** The owner's camper, behind the owner's back office: guests are not owners at all, staff use their own tools. */
const OWNER_DESK: MatrixRow = {
  allow: ['owner'],
  cells: { guest: 'forbidden', otherGuest: 'forbidden', staff: 'forbidden' },
}
/** The booking from one side: the other side and outsiders are refused, staff may read. */
const GUEST_READS: MatrixRow = { allow: ['guest', 'staff'], deny: 'forbidden' }
const OWNER_READS: MatrixRow = { allow: ['owner', 'staff'], deny: 'forbidden' }
/** Changing the booking from one side: staff act through their own (audited) operations or log in as the user. */
const GUEST_ACTS: MatrixRow = { allow: ['guest'], deny: 'forbidden' }
const OWNER_ACTS: MatrixRow = { allow: ['owner'], deny: 'forbidden' }
/** Operations on the guest's trip extras and payments: nobody else learns the booking exists. */
const GUEST_ONLY: MatrixRow = { allow: ['guest'] }
/** What only professional (or business) accounts have: refused to everyone in this world. */
const PRO_ONLY: MatrixRow = { allow: [], deny: 'forbidden' }
/** Public reads of something the world has none of: the same 404 for everyone. */
const NONE_FOR_ANYONE: MatrixRow = { allow: [] }

/** Each call asks for another address: the same one would reach its rate limit within the row. */
let passwordResetRequests = 0

const booking = (w: World) => ({ id: w.bookingId })
const camper = (w: World) => ({ id: w.camperId })
const idCamper = (w: World) => ({ idCamper: w.camperId })
const doc = (w: World) => ({ id: w.documentId })
const review = (w: World) => ({ idReview: w.reviewId })
const wishlist = (w: World) => ({ slug: w.wishlistSlug })
const photo = (w: World) => ({ id: w.camperId, photoId: w.photoId })
const period = (w: World) => ({ idCamper: w.camperId, idPeriod: w.periodId })
const option = (w: World) => ({ idCamper: w.camperId, idOption: w.optionId })

/** One row per operation of openapi/openapi.json, keyed `METHOD /path/template/`. */
export const AUTHORIZATION_MATRIX: Record<string, MatrixRow> = {
  // Sessions and accounts
  'POST /oauth/token/': {
    body: (w) => ({ grant_type: 'password', username: w.emails.guest, password: PASSWORD, client_id: w.clientId }),
  },
  'POST /oauth/revoke_token/': { body: (w) => ({ token: 'not-a-token-of-ours', client_id: w.clientId }) },
  'GET /api/internals/logout': { endsSession: true },
  'POST /v4/users/auth/log-as/': { ...STAFF_ONLY, body: (w) => ({ user_id: w.userIds.guest }) },
  'POST /v4/users/auth/password-reset/': {
    body: () => ({ email: `forgot-${++passwordResetRequests}@roam.test` }),
  },
  // A link nobody was sent: a 400 for everyone, anonymous or signed in.
  'POST /v4/users/auth/password-reset/confirm/': {
    body: () => ({ token: 'not-a-reset-token', new_password: 'a long passphrase 7' }),
  },
  // Everyone in this world is verified already: a 400 (nothing to resend) that only the signed-in get to see.
  'POST /v4/users/auth/email-verification/': {},
  'POST /v4/users/auth/email-verification/confirm/': { body: () => ({ token: 'not-a-verification-token' }) },
  'POST /3/users/': {},
  'GET /3/users/me/': {},
  'PATCH /3/users/me/': {},
  'DELETE /3/users/me/': { endsSession: true },
  // The generated password is wrong (a 400 past the gate); nothing is pending, so a resend is a 400 too.
  'GET /v4/users/me/email-change/': {},
  'POST /v4/users/me/email-change/': {},
  'DELETE /v4/users/me/email-change/': {},
  'POST /v4/users/me/email-change/resend/': {},
  'POST /v4/users/auth/email-change/confirm/': { body: () => ({ token: 'not-an-email-change-token' }) },
  'POST /3/users/me/pictures/': {},
  'GET /3/users/{id}/': { params: (w) => ({ id: w.userIds.owner }) },
  'GET /3/moneyboxes/': {},
  // Everyone signed in has a bell; a notification is its reader's alone.
  'GET /v4/notifications/': {},
  'POST /v4/notifications/read-all/': {},
  'POST /v4/notifications/{id}/read/': { params: (w) => ({ id: w.notificationId }), allow: ['guest'] },
  // Everyone signed in has their own email switches; an unsubscribe link is its token's alone (a 400 for one not ours).
  'GET /v4/notification-preferences/': {},
  'PATCH /v4/notification-preferences/': { body: () => ({ messages: true }) },
  'GET /v4/email-unsubscribe/': { query: () => ({ token: 'not-an-unsubscribe-token' }) },
  'POST /v4/email-unsubscribe/': { query: () => ({ token: 'not-an-unsubscribe-token' }) },
  'POST /3/manage-password/': {},
  'GET /3/certify-phone/': {},
  'POST /3/certify-phone/': {},
  'GET /v4/users/me/company/': PRO_ONLY,
  'POST /v4/users/me/company/': PRO_ONLY,
  'PATCH /v4/users/me/company/': PRO_ONLY,
  'GET /v4/users/me/legal/': PRO_ONLY,
  'POST /v4/users/me/legal/': PRO_ONLY,
  'PATCH /v4/users/me/legal/': PRO_ONLY,

  // Referential and media
  'GET /3/referential/': {},
  'GET /api/internals/referential': {},
  'GET /api/internals/referential/routing': {},
  'GET /api/internals/referential/stats': {},
  'GET /api/internals/trustedshop': {},
  'GET /v4/brands/': {},
  'GET /v4/brands-models/': {},
  'GET /v4/manufacturers/': {},
  'GET /v4/manufacturers-models/': {},
  'GET /api/media/avatars/{file}': {},
  'GET /api/media/campers/{file}': {},
  'GET /api/media/pictures/{file}': NONE_FOR_ANYONE,
  'GET /api/media/camper-photos/{file}': NONE_FOR_ANYONE,
  'GET /api/media/reviews/{file}': NONE_FOR_ANYONE,

  // Owner listings
  'GET /3/products/me/paginated/': { allow: ['owner', 'otherOwner'], deny: 'forbidden' },
  'GET /3/products/me/paginated/filters/': { allow: ['owner', 'otherOwner'], deny: 'forbidden' },
  'GET /3/products/{id}/progress/': { ...OWNER_DESK, params: camper },
  'GET /3/products/{id}/stats/': { ...OWNER_DESK, params: camper },
  // The seeded camper is not eligible for migration: the owner gets 409 NOT_ELIGIBLE_FOR_MIGRATION.
  'GET /3/products/{id}/sister-platform-duplicate/': { ...OWNER_DESK, params: camper },
  'GET /3/products/{id}/preferences/': { ...OWNER_DESK, params: camper },
  'PATCH /3/products/{id}/preferences/': { ...OWNER_DESK, params: camper },
  'POST /3/products/{id}/submit/': { ...OWNER_DESK, params: camper },
  'POST /3/products/{id}/update/': { ...OWNER_DESK, params: camper },
  // Suspends the listing (soft): after every other row, so the camper stays live for them.
  // With no sister platform configured (the default) the owner gets 409 SISTER_PLATFORM_NOT_CONFIGURED: nothing is written.
  'GET /3/products/{id}/import/': { ...OWNER_DESK, params: camper },
  'POST /3/products/{id}/import/': { ...OWNER_DESK, params: camper },
  'DELETE /3/products/{id}/update/': { params: camper, query: () => ({ soft: 'true' }), allow: ['owner'], last: true },
  'GET /3/products/{id}/': { params: camper },
  'POST /v4/vehicles/': {},
  'GET /v4/vehicles/{id}/': { ...OWNER_DESK, params: camper },
  'PATCH /v4/vehicles/{id}/': { params: camper, allow: ['owner'] },
  'GET /v4/vehicles/{id}/equipments/': { ...OWNER_DESK, params: camper },
  'GET /v4/vehicles/{id}/sleepings/': { ...OWNER_DESK, params: camper },
  'POST /v4/vehicles/{id}/sleepings/': { params: camper, allow: ['owner'] },
  'DELETE /v4/vehicles/{id}/sleepings/{sleepingId}/': {
    params: (w) => ({ id: w.camperId, sleepingId: w.sleepingId }),
    allow: ['owner'],
  },
  'GET /v4/staff/listings/': STAFF_ONLY,
  'POST /v4/staff/listings/{id}/approve/': { ...STAFF_ONLY, params: camper, last: true },
  'POST /v4/staff/listings/{id}/refuse/': { ...STAFF_ONLY, params: camper, last: true },

  // Reviews
  'GET /v4/reviews/stats/': {},
  'GET /v4/reviews/': {},
  'POST /3/review/create/{idBooking}/': {
    params: (w) => ({ idBooking: w.doneBookingId }),
    allow: ['guest', 'owner'],
    deny: 'forbidden',
  },
  'PATCH /3/review/{idReview}/photo/': { params: review, allow: ['guest'], deny: 'forbidden' },
  // Anyone signed in may report a review, except its author.
  'PATCH /3/review/{idReview}/report/': { params: review, cells: { guest: 'forbidden' } },
  'POST /3/review/{id}/report/': { params: (w) => ({ id: w.reviewId }), cells: { guest: 'forbidden' } },
  'GET /3/review/{idReview}/': { params: review },
  'PATCH /3/review/{idReview}/': { params: review, allow: ['guest'], deny: 'forbidden' },
  'GET /3/reviews-needed/': {},
  'GET /3/reviews/me/': {},

  // Wishlists: the slug is a sharing link anyone may read; only its maker changes it.
  'GET /3/wishlists/': {},
  'POST /3/wishlists/': { body: (w) => ({ name: 'Autumn', product_id: w.otherCamperId }) },
  'GET /3/wishlists/products/': {},
  'GET /3/wishlist/{slug}/': { params: wishlist },
  'PATCH /3/wishlist/{slug}/': { params: wishlist, allow: ['guest'], deny: 'forbidden' },
  'DELETE /3/wishlist/{slug}/': { params: wishlist, allow: ['guest'], deny: 'forbidden', last: true },
  'POST /3/wishlist/{slug}/product/': {
    params: wishlist,
    allow: ['guest'],
    deny: 'forbidden',
    body: (w) => ({ product_id: w.otherCamperId }),
  },
  'DELETE /3/wishlist/{slug}/product/': {
    params: wishlist,
    allow: ['guest'],
    deny: 'forbidden',
    body: (w) => ({ product_id: w.camperId }),
  },

  // Search and places
  'GET /3/products/': {},
  'GET /3/campers/search': {},
  'GET /3/sister-listings/': {},
  'GET /3/search_locations/': {},
  'GET /3/info_location/': {},
  'GET /v4/geolocation/places/': {},
  'GET /v4/geolocation/places/top/': {},
  'GET /v4/geolocation/places/{slug}/': NONE_FOR_ANYONE,
  'GET /3/products/{id}/availabilities/': { params: camper },
  'GET /3/products/{id}/price/': { params: camper },

  // Owner calendar, prices, options, feeds, photos
  'GET /3/products/{idCamper}/calendar/periods/': { ...OWNER_DESK, params: idCamper },
  'POST /3/products/{idCamper}/calendar/periods/': { params: idCamper, allow: ['owner'] },
  'PATCH /3/products/{idCamper}/calendar/periods/{idPeriod}/': { params: period, allow: ['owner'] },
  'DELETE /3/products/{idCamper}/calendar/periods/{idPeriod}/': { params: period, allow: ['owner'] },
  'GET /3/products/{idCamper}/prices-details/': { ...OWNER_DESK, params: idCamper },
  'PATCH /3/products/{idCamper}/prices-details/': { params: idCamper, allow: ['owner'] },
  'POST /3/products/{idCamper}/options/': { params: idCamper, allow: ['owner'] },
  'PATCH /3/products/{idCamper}/options/{idOption}/': { params: option, allow: ['owner'] },
  'DELETE /3/products/{idCamper}/options/{idOption}/': { params: option, allow: ['owner'] },
  'GET /3/products/{idCamper}/ical-feed/': { ...OWNER_DESK, params: idCamper },
  'POST /3/products/{idCamper}/ical-feed/': {
    params: idCamper,
    allow: ['owner'],
    body: () => ({ url: 'https://calendars.example.com/olga.ics' }),
  },
  'DELETE /3/products/{idCamper}/ical-feed/': { params: idCamper, allow: ['owner'] },
  // The export is public to whoever holds its secret token.
  'GET /3/products/{idCamper}/calendar-feed/': { params: idCamper, query: (w) => ({ token: w.calendarFeedToken }) },
  'GET /v4/vehicles/{id}/photos/': {
    params: camper,
    allow: ['owner', 'staff'],
    cells: { guest: 'forbidden', otherGuest: 'forbidden' },
  },
  'POST /v4/vehicles/{id}/photos/': { params: camper, allow: ['owner'], cells: { staff: 'forbidden' } },
  'PATCH /v4/vehicles/{id}/photos/{photoId}/': {
    params: photo,
    allow: ['owner'],
    cells: { staff: 'forbidden' },
    body: () => ({ index: 0 }),
  },
  'DELETE /v4/vehicles/{id}/photos/{photoId}/': { params: photo, allow: ['owner'], cells: { staff: 'forbidden' } },
  'PATCH /v4/vehicles/{id}/photos/{photoId}/rotate/': {
    params: photo,
    allow: ['owner'],
    cells: { staff: 'forbidden' },
  },
  'PUT /3/products/{id}/photos/': { params: camper, allow: ['owner'], cells: { staff: 'forbidden' } },
  'DELETE /3/products/{id}/photos/': { params: camper, allow: ['owner'], cells: { staff: 'forbidden' } },

  // Help, events, newsletter
  'GET /3/faq/': {},
  'GET /3/faq/user/{id}/': { params: (w) => ({ id: w.userIds.guest }), allow: ['guest', 'staff'], deny: 'forbidden' },
  'POST /v4/events/send/': {},
  'POST /v4/newsletter/': {},

  // Bookings: extensions and upgrades
  'POST /v4/bookings-guest/{id}/extensions/': { ...GUEST_ONLY, params: booking, body: () => ({ day_after: 1 }) },
  'PATCH /v4/bookings-guest/{id}/extensions/validate/': { ...GUEST_ONLY, params: booking },
  'GET /v4/bookings-guest/{id}/extensions/confirm/': { ...GUEST_ONLY, params: booking },
  'PATCH /v4/bookings-guest/{id}/extensions/cancel/': { ...GUEST_ONLY, params: booking },
  'DELETE /v4/bookings-guest/{id}/extensions/{extId}/': {
    ...GUEST_ONLY,
    params: (w) => ({ id: w.bookingId, extId: w.extensionId }),
  },
  'GET /v4/bookings-guest/{id}/upgrades/': { ...GUEST_ONLY, params: booking },
  'POST /v4/bookings-guest/{id}/upgrades/': { ...GUEST_ONLY, params: booking, body: () => ({ second_driver: DRIVER }) },
  'PATCH /v4/bookings-guest/{id}/upgrades/validate/': { ...GUEST_ONLY, params: booking },
  'GET /v4/bookings-guest/{id}/upgrades/confirm/': { ...GUEST_ONLY, params: booking },
  'PATCH /v4/bookings-guest/{id}/upgrades/cancel/': { ...GUEST_ONLY, params: booking },
  'DELETE /v4/bookings-guest/{id}/upgrades/{upId}/': {
    ...GUEST_ONLY,
    params: (w) => ({ id: w.bookingId, upId: w.upgradeId }),
  },
  'PATCH /v4/bookings-owner/{id}/extensions/accept/': { params: booking, allow: ['owner'] },
  'PATCH /v4/bookings-owner/{id}/extensions/refuse/': { params: booking, allow: ['owner'] },

  // Bookings
  'POST /v4/bookings/': {
    body: (w) => ({
      camper: w.otherCamperId,
      date_from: '2027-09-01',
      date_to: '2027-09-06',
      hour_from: 14,
      hour_to: 12,
      travelers: 2,
    }),
  },
  'GET /v4/bookings-guest/': {},
  'GET /v4/bookings-guest/options/': {},
  'GET /v4/bookings-guest/{id}/': { ...GUEST_READS, params: booking },
  'PATCH /v4/bookings-guest/{id}/': { ...GUEST_ACTS, params: booking },
  'PATCH /v4/bookings-guest/{id}/snooze/': { ...GUEST_ACTS, params: booking },
  'PATCH /v4/bookings-guest/{id}/cancel/': { ...GUEST_ACTS, params: booking, last: true },
  'PATCH /v4/bookings-guest/{id}/validate/': { ...GUEST_ACTS, params: booking },
  'GET /v4/bookings-owner/': {},
  'GET /v4/bookings-owner/options/': {},
  'GET /v4/bookings-owner/{id}/': { ...OWNER_READS, params: booking },
  'PATCH /v4/bookings-owner/{id}/accept/': { ...OWNER_ACTS, params: booking },
  'PATCH /v4/bookings-owner/{id}/refuse/': { ...OWNER_ACTS, params: booking },
  'PATCH /v4/bookings-owner/{id}/cancel/': { ...OWNER_ACTS, params: booking, last: true },
  'GET /3/my-bookings/{id}/prices/': { params: booking, allow: ['owner', 'staff'] },
  'GET /v4/bookings-staff/': STAFF_ONLY,
  'GET /v4/bookings-staff/{id}/': { ...STAFF_ONLY, params: booking },
  'PATCH /v4/bookings-staff/{id}/cancel/': { ...STAFF_ONLY, params: booking, last: true },
  // Without REPLAY_CLOCK (this world's server) the operation does not exist, even for staff.
  'POST /v4/bookings-staff/{id}/replay-clock/': { ...STAFF_ONLY, params: booking, cells: { staff: 'hidden' } },

  // Payments: the guest's alone
  'GET /3/my-requests/{id}/payment/': { ...GUEST_ONLY, params: booking },
  'GET /3/my-requests/{id}/payments/': { ...GUEST_ONLY, params: booking },
  'GET /3/my-requests/{id}/payment/summary/': { ...GUEST_ONLY, params: booking },
  'POST /3/my-requests/{id}/payment/summary/': { ...GUEST_ONLY, params: booking },
  'POST /3/my-requests/{id}/payment/confirm/': { ...GUEST_ONLY, params: booking },
  // The paid trip has no payment waiting on a redirect or the provider: nothing there, even for its guest.
  'GET /3/my-requests/{id}/payment/web-redirect/': { params: booking, allow: [] },
  'GET /3/my-requests/{id}/payment/final/': { params: booking, allow: [] },
  'GET /3/my-requests/{id}/payment/async/': { params: booking, allow: [] },
  'POST /3/my-requests/{id}/payment/async/': { ...GUEST_ONLY, params: booking },
  'GET /3/my-requests/{id}/payment/wallet/': { ...GUEST_ONLY, params: booking },
  'GET /3/my-requests/{id}/payment/async/{paymentId}/': {
    ...GUEST_ONLY,
    params: (w) => ({ id: w.bookingId, paymentId: w.paymentId }),
  },
  'POST /3/my-requests/{id}/payment/async/{paymentId}/': {
    ...GUEST_ONLY,
    params: (w) => ({ id: w.bookingId, paymentId: w.paymentId }),
  },
  // Only the trip's guest has the receipts of its payments (409 for a payment not gone through is still theirs).
  'GET /3/my-requests/{id}/payments/{paymentId}/receipt/': {
    ...GUEST_ONLY,
    params: (w) => ({ id: w.bookingId, paymentId: w.paymentId }),
  },
  'GET /3/my-requests/{id}/invoice/': { ...GUEST_ONLY, params: booking },
  'GET /3/my-requests/{id}/credit-note/': { ...GUEST_ONLY, params: booking },
  'GET /3/my-requests/{id}/billing-documents/': { ...GUEST_ONLY, params: booking },
  'GET /3/my-requests/{id}/refund/': { ...GUEST_ONLY, params: booking },
  'GET /3/my-requests/{id}/prices/': { ...GUEST_READS, params: booking },
  'PATCH /3/my-requests/{id}/prices/': { ...GUEST_ACTS, params: booking },
  'POST /3/my-requests/{id}/options/': { ...GUEST_ACTS, params: booking },

  // Insurance
  'GET /3/insurance/': { query: (w) => ({ camper_id: w.camperId }) },
  'GET /3/insurance/similar/{slug}/': NONE_FOR_ANYONE,
  'GET /3/insurance/condition/{id}/': { ...GUEST_READS, params: booking },
  'POST /3/insurance/condition/{id}/': { ...GUEST_ACTS, params: booking, body: () => DRIVER_CONDITIONS },
  'PATCH /3/insurance/condition/{id}/': { ...GUEST_ACTS, params: booking, body: () => ({ licence_category: 'B' }) },
  // The owner's own cover is public to whoever looks at the listing; none is registered here.
  'GET /3/insurance/condition/product/{id}/': { ...NONE_FOR_ANYONE, params: camper },
  'POST /3/insurance/condition/product/{id}/': { params: camper, allow: ['owner', 'staff'], deny: 'forbidden' },
  'PATCH /3/insurance/condition/product/{id}/': { params: camper, allow: ['owner', 'staff'], deny: 'forbidden' },
  // No proof was uploaded: its guest and staff get the 404, everyone else the refusal.
  'GET /3/insurance/condition/{id}/document/': {
    params: booking,
    allow: [],
    deny: 'forbidden',
    cells: { guest: 'hidden', staff: 'hidden' },
  },
  'GET /3/insurance/condition/product/{id}/document/': {
    params: camper,
    allow: [],
    deny: 'forbidden',
    cells: { owner: 'hidden', staff: 'hidden' },
  },
  'GET /3/insurance/{slug}/': NONE_FOR_ANYONE,
  'GET /v4/rental-cover/conditions/': {},

  // Documents
  'GET /3/docs/guest/': {},
  'GET /3/docs/owner/': {},
  'GET /3/docs/vehicle/{id}/': { params: camper, allow: ['owner', 'staff'] },
  'GET /3/docs/booking/{id}/': { params: booking, allow: ['guest', 'staff'] },
  'GET /3/docs/{id}/': { params: doc, allow: ['guest', 'staff'] },
  'PATCH /3/docs/{id}/': { params: doc, allow: ['guest', 'staff'] },
  'POST /3/docs/{id}/pages/': { params: doc, allow: ['guest', 'staff'] },
  'DELETE /3/docs/{id}/pages/{page_id}/': {
    params: (w) => ({ id: w.documentId, page_id: w.pageId }),
    allow: ['guest', 'staff'],
  },
  'GET /3/docs/{id}/pages/{page_id}/file/': {
    params: (w) => ({ id: w.documentId, page_id: w.pageId }),
    allow: ['guest', 'staff'],
  },
  'POST /3/docs/{id}/ask-validation/': { params: doc, allow: ['guest', 'staff'] },
  'POST /3/docs/{id}/validate/': { ...STAFF_ONLY, params: doc },
  'POST /3/docs/{id}/refuse/': { ...STAFF_ONLY, params: doc },
  'POST /v4/doctective/check/': { allow: ['guest', 'staff'], body: (w) => ({ document_id: w.documentId }) },

  // Staff
  'GET /v4/staff/users/': STAFF_ONLY,
  'GET /v4/staff/users/{id}/': { ...STAFF_ONLY, params: (w) => ({ id: w.userIds.guest }) },
  'GET /v4/staff/documents/': STAFF_ONLY,
  'GET /v4/staff/audit/': STAFF_ONLY,

  // Payouts and owner money: each caller's own; only the owner has registered an IBAN, nobody a tax number.
  'GET /3/mangopay/iban/': { allow: ['owner'] },
  'POST /3/mangopay/iban/': {},
  'GET /3/mangopay/ubo-declaration/': PRO_ONLY,
  'PATCH /3/mangopay/ubo-declaration/': PRO_ONLY,
  'GET /3/mangopay/ubo-declaration/{id}/ubo/': PRO_ONLY,
  'POST /3/mangopay/ubo-declaration/{id}/ubo/': PRO_ONLY,
  'PATCH /3/mangopay/ubo-declaration/{id}/ubo/{uboId}/': PRO_ONLY,
  'GET /v4/users/me/tax-identification-number/': { allow: [] },
  'PUT /v4/users/me/tax-identification-number/': {},
  'GET /3/mangopay/payin/': {},
  'GET /3/mangopay/payout/': {},
  // Every account has its own (possibly empty) year: the files are the caller's lines, never anyone else's.
  'GET /3/mangopay/payin/export/': {},
  'GET /3/mangopay/payout/export/': {},
  'GET /3/mangopay/statement/': {},

  // Chats: the guest and the owner talk; staff may read; only the recipient marks a message read.
  'GET /3/chats/': {},
  'PATCH /3/chats/messages/{id}/': {
    params: (w) => ({ id: w.messageId }),
    allow: ['owner'],
    cells: { guest: 'forbidden', staff: 'forbidden' },
  },
  'GET /3/chats/{id}/': { params: (w) => ({ id: w.chatId }), allow: ['guest', 'owner', 'staff'] },
  'POST /3/chats/{id}/messages/': {
    params: (w) => ({ id: w.chatId }),
    allow: ['guest', 'owner'],
    cells: { staff: 'forbidden' },
  },
  // A question before booking: anyone signed in may ask about a published camper, but not its own owner.
  'POST /3/chats/inquiries/': {
    body: (w) => ({ camper: w.camperId, body: 'Does the bike rack take two bikes?' }),
    allow: ['guest', 'otherGuest', 'otherOwner', 'staff'],
    cells: { owner: 'forbidden' },
  },

  // Earnings and leads
  'GET /v4/leads/lead-sources/{id}/': { params: (w) => ({ id: w.leadSourceId }) },
  'POST /v4/campers/earnings-simulation/': {},
  'GET /v4/campers/price-suggestion/': { query: () => ({ vehicle_type: '4', country: 'FR', seats: '4' }) },
  'POST /v4/crm/{crm}/push-lead-ad-onboarding/{idUser}/': {
    params: (w) => ({ crm: 'hubspot', idUser: w.userIds.owner }),
    allow: ['owner'],
    deny: 'forbidden',
  },
}
