// Every route of the app: `path` is the route pattern (relative to the locale prefix), `href()` builds
// the unlocalised address. Components localise it with useLocalizedPath() / <LocalizedLink>; the server tells
// known addresses from unknown ones with it (src/domain/known-routes.ts).

function withQuery(path: string, query?: Record<string, string | undefined> | URLSearchParams | string): string {
  if (query === undefined) return path
  const params =
    typeof query === 'string'
      ? new URLSearchParams(query)
      : query instanceof URLSearchParams
        ? query
        : new URLSearchParams(
            Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
          )
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

const nextQuery = (next?: string) => (next ? { next } : undefined)
const pageQuery = (page?: number) => (page !== undefined && page > 1 ? { page: String(page) } : undefined)

export const paths = {
  home: { path: '', href: () => '/' },
  search: {
    path: 's',
    href: (query?: Record<string, string | undefined> | URLSearchParams | string) => withQuery('/s', query),
  },
  placeIndex: { path: 'campervan-hire', href: () => '/campervan-hire' },
  place: { path: 'campervan-hire/:slug', href: (slug: string) => `/campervan-hire/${encodeURIComponent(slug)}` },
  login: { path: 'login', href: (next?: string) => withQuery('/login', nextQuery(next)) },
  logAs: { path: 'login/log-as', href: () => '/login/log-as' },
  signIn: { path: 'sign-in', href: (next?: string) => withQuery('/sign-in', nextQuery(next)) },
  signUp: { path: 'signup', href: (next?: string) => withQuery('/signup', nextQuery(next)) },
  forgotPassword: { path: 'forgot-password', href: () => '/forgot-password' },
  resetPassword: {
    path: 'reset-password',
    href: (token: string) => withQuery('/reset-password', { token }),
  },
  /** An email's one-click unsubscribe (RFC 8058): a POST here turns its category off; a GET shows a page to confirm. */
  emailUnsubscribe: {
    path: 'unsubscribe',
    href: (token: string) => withQuery('/unsubscribe', { token }),
  },
  verifyEmail: {
    path: 'verify-email',
    href: (token: string) => withQuery('/verify-email', { token }),
  },
  /** The link emailed to a new address: opening it moves the account to that address. */
  confirmEmailChange: {
    path: 'confirm-email-change',
    href: (token: string) => withQuery('/confirm-email-change', { token }),
  },
  authSuccess: { path: 'auth/success', href: (next?: string) => withQuery('/auth/success', nextQuery(next)) },
  pingFront: { path: 'ping/front', href: () => '/ping/front' },
  dashboard: { path: 'd', href: () => '/d' },
  account: { path: 'd/account', href: () => '/d/account' },
  notifications: { path: 'd/notifications', href: () => '/d/notifications' },
  accountProfile: { path: 'd/account/profile', href: () => '/d/account/profile' },
  accountCertifyPhone: { path: 'd/account/profile/certify-phone', href: () => '/d/account/profile/certify-phone' },
  accountDelete: { path: 'd/account/profile/delete', href: () => '/d/account/profile/delete' },
  accountNotifications: { path: 'd/account/notifications', href: () => '/d/account/notifications' },
  accountPassword: { path: 'd/account/password', href: () => '/d/account/password' },
  accountEmail: { path: 'd/account/email', href: () => '/d/account/email' },
  accountProfessional: { path: 'd/account/professional', href: () => '/d/account/professional' },
  accountRentalCredits: { path: 'd/account/rental-credits', href: () => '/d/account/rental-credits' },
  bookings: {
    path: 'd/bookings',
    href: (query?: Record<string, string | undefined>) => withQuery('/d/bookings', query),
  },
  ownerBooking: { path: 'd/bookings/:id', href: (id: string | number) => `/d/bookings/${id}` },
  ownerCampers: { path: 'd/campers', href: () => '/d/campers' },
  ownerCamper: { path: 'd/campers/:id', href: (id: string | number) => `/d/campers/${id}` },
  accountDocuments: { path: 'd/account/documents', href: () => '/d/account/documents' },
  documentGuest: {
    path: 'd/account/documents-guest/:idDoc',
    href: (id: string | number) => `/d/account/documents-guest/${id}`,
  },
  // The covid proof's emergency warning, shown before its document page until it has been seen.
  documentEmergency: {
    path: 'd/account/documents-guest/:idDoc/emergency',
    href: (id: string | number) => `/d/account/documents-guest/${id}/emergency`,
  },
  documentGuestUpload: {
    path: 'd/account/documents-guest/:idDoc/upload',
    href: (id: string | number) => `/d/account/documents-guest/${id}/upload`,
  },
  // The driver's identity document and driving licence on one page.
  driverIdentity: {
    path: 'd/account/documents-guest/driver-identity',
    href: () => '/d/account/documents-guest/driver-identity',
  },
  documentOwner: {
    path: 'd/account/documents-owner/:idDoc',
    href: (id: string | number) => `/d/account/documents-owner/${id}`,
  },
  documentOwnerDate: {
    path: 'd/account/documents-owner/:idDoc/date',
    href: (id: string | number) => `/d/account/documents-owner/${id}/date`,
  },
  documentOwnerIdn: {
    path: 'd/account/documents-owner/:idDoc/idn',
    href: (id: string | number) => `/d/account/documents-owner/${id}/idn`,
  },
  documentOwnerUpload: {
    path: 'd/account/documents-owner/:idDoc/upload',
    href: (id: string | number) => `/d/account/documents-owner/${id}/upload`,
  },
  ownerIban: { path: 'd/account/documents-owner/iban', href: () => '/d/account/documents-owner/iban' },
  ownerTaxId: {
    path: 'd/account/documents-owner/tax_identification_number',
    href: () => '/d/account/documents-owner/tax_identification_number',
  },
  ownerUboDeclaration: {
    path: 'd/account/documents-owner/ubo-declaration',
    href: () => '/d/account/documents-owner/ubo-declaration',
  },
  // Spec 2 §2: the year query defaults to the current year.
  ownerPayins: {
    path: 'd/account/documents-owner/payins',
    href: (year?: number) => withQuery('/d/account/documents-owner/payins', { year: year?.toString() }),
  },
  ownerPayouts: {
    path: 'd/account/documents-owner/payouts',
    href: (year?: number) => withQuery('/d/account/documents-owner/payouts', { year: year?.toString() }),
  },
  campers: { path: 'd/campers', href: () => '/d/campers' },
  camperCalendar: { path: 'd/campers/:id/calendar', href: (id: string | number) => `/d/campers/${id}/calendar` },
  camperPrices: { path: 'd/campers/:id/prices', href: (id: string | number) => `/d/campers/${id}/prices` },
  camperSettings: { path: 'd/campers/:id/settings', href: (id: string | number) => `/d/campers/${id}/settings` },
  camperVehicle: { path: 'd/campers/:id/vehicle', href: (id: string | number) => `/d/campers/${id}/vehicle` },
  camperPictures: { path: 'd/campers/:id/pictures', href: (id: string | number) => `/d/campers/${id}/pictures` },
  camperDocuments: { path: 'd/campers/:id/documents', href: (id: string | number) => `/d/campers/${id}/documents` },
  camperDocument: {
    path: 'd/campers/:id/documents/:idDoc',
    href: (id: string | number, idDoc: string | number) => `/d/campers/${id}/documents/${idDoc}`,
  },
  camperDocumentDate: {
    path: 'd/campers/:id/documents/:idDoc/date',
    href: (id: string | number, idDoc: string | number) => `/d/campers/${id}/documents/${idDoc}/date`,
  },
  camperDocumentUpload: {
    path: 'd/campers/:id/documents/:idDoc/upload',
    href: (id: string | number, idDoc: string | number) => `/d/campers/${id}/documents/${idDoc}/upload`,
  },
  camperImport: { path: 'd/campers/:id/import', href: (id: string | number) => `/d/campers/${id}/import` },
  trips: { path: 'd/trips', href: (query?: Record<string, string | undefined>) => withQuery('/d/trips', query) },
  trip: { path: 'd/trips/:id', href: (id: string | number) => `/d/trips/${id}` },
  tripRefund: { path: 'd/trips/:id/refund', href: (id: string | number) => `/d/trips/${id}/refund` },
  tripInsurance: { path: 'd/trips/:id/insurance', href: (id: string | number) => `/d/trips/${id}/insurance` },
  tripDocument: {
    path: 'd/trips/:id/documents/:idDoc',
    href: (id: string | number, idDoc: string | number) => `/d/trips/${id}/documents/${idDoc}`,
  },
  tripDocumentEmergency: {
    path: 'd/trips/:id/documents/:idDoc/emergency',
    href: (id: string | number, idDoc: string | number) => `/d/trips/${id}/documents/${idDoc}/emergency`,
  },
  tripDocumentUpload: {
    path: 'd/trips/:id/documents/:idDoc/upload',
    href: (id: string | number, idDoc: string | number) => `/d/trips/${id}/documents/${idDoc}/upload`,
  },
  tripSecondDriver: {
    path: 'd/trips/:id/upgrades/second-driver',
    href: (id: string | number) => `/d/trips/${id}/upgrades/second-driver`,
  },
  // Conversations (spec 2 §2 d/chats): ?booking= opens the conversation of a booking (links from trips and bookings).
  chats: {
    path: 'd/chats',
    href: (booking?: number) => withQuery('/d/chats', { booking: booking === undefined ? undefined : String(booking) }),
  },
  chat: { path: 'd/chats/:id', href: (id: string | number) => `/d/chats/${id}` },
  reviews: { path: 'd/reviews', href: (box?: 'received' | 'sent') => withQuery('/d/reviews', { box }) },
  // The review forms (spec 1 §2): the guest's of a trip, the owner's of a booking; the step last.
  reviewTrip: {
    path: 'f/trip/:id/:step?',
    href: (id: string | number, step?: string) => `/f/trip/${id}${step ? `/${step}` : ''}`,
  },
  reviewBooking: {
    path: 'f/booking/:id/:step?',
    href: (id: string | number, step?: string) => `/f/booking/${id}${step ? `/${step}` : ''}`,
  },
  reviewCamper: { path: 'f/campers/:id/*', href: (id: string | number) => `/f/campers/${id}` },
  wishlists: { path: 'd/wishlists', href: () => '/d/wishlists' },
  wishlist: { path: 'd/wishlists/:slug', href: (slug: string) => `/d/wishlists/${encodeURIComponent(slug)}` },
  community: { path: 'community', href: () => '/community' },
  communityReviews: {
    path: 'community/all-reviews',
    href: (page?: number) => withQuery('/community/all-reviews', pageQuery(page)),
  },
  communityPictures: {
    path: 'community/pictures-wall',
    href: (page?: number) => withQuery('/community/pictures-wall', pageQuery(page)),
  },
  category: { path: 'camper-type/:slug', href: (slug: string) => `/camper-type/${encodeURIComponent(slug)}` },
  categorySeats: {
    path: 'camper-type/:slug/:seats',
    href: (slug: string, seats: number) => `/camper-type/${encodeURIComponent(slug)}/${seats}-seats`,
  },
  listing: {
    path: 'campers/:id',
    href: (id: string | number, query?: Record<string, string | undefined>) => withQuery(`/campers/${id}`, query),
  },
  // The booking funnel (spec 2 §2): one route family per kind of booking, the step last; the root redirects to a step.
  requestStep: {
    path: 'campers/:id/request/:requestId',
    href: (
      camperId: string | number,
      requestId: string | number,
      step?: string,
      query?: Record<string, string | undefined>,
    ) => withQuery(`/campers/${camperId}/request/${requestId}/${step ?? ''}`, query),
  },
  instantRequestStep: {
    path: 'campers/:id/instant-request/:requestId',
    href: (
      camperId: string | number,
      requestId: string | number,
      step?: string,
      query?: Record<string, string | undefined>,
    ) => withQuery(`/campers/${camperId}/instant-request/${requestId}/${step ?? ''}`, query),
  },
  paymentStep: {
    path: 'campers/:id/payment/:bookingId',
    href: (
      camperId: string | number,
      bookingId: string | number,
      step?: string,
      query?: Record<string, string | undefined>,
    ) => withQuery(`/campers/${camperId}/payment/${bookingId}/${step ?? ''}`, query),
  },
  bookingPayment: {
    path: 'booking-payment/:step',
    href: (step: string, query?: Record<string, string | undefined>) => withQuery(`/booking-payment/${step}`, query),
  },
  // The payment steps of the booking funnel (spec 2 §2): a regular booking's and an instant request's.
  campersPayment: {
    path: 'campers/:id/payment/:bookingId/payment',
    href: (camperId: string | number, bookingId: string | number, query?: Record<string, string | undefined>) =>
      withQuery(`/campers/${camperId}/payment/${bookingId}/payment`, query),
  },
  campersPaymentCallback: {
    path: 'campers/:id/payment/:bookingId/payment-callback',
    href: (camperId: string | number, bookingId: string | number) =>
      `/campers/${camperId}/payment/${bookingId}/payment-callback`,
  },
  campersPaymentSuccess: {
    path: 'campers/:id/payment/:bookingId/success',
    href: (camperId: string | number, bookingId: string | number) =>
      `/campers/${camperId}/payment/${bookingId}/success`,
  },
  instantRequestPayment: {
    path: 'campers/:id/instant-request/:requestId/payment',
    href: (camperId: string | number, requestId: string | number, query?: Record<string, string | undefined>) =>
      withQuery(`/campers/${camperId}/instant-request/${requestId}/payment`, query),
  },
  instantRequestPaymentCallback: {
    path: 'campers/:id/instant-request/:requestId/payment-callback',
    href: (camperId: string | number, requestId: string | number) =>
      `/campers/${camperId}/instant-request/${requestId}/payment-callback`,
  },
  instantRequestSuccess: {
    path: 'campers/:id/instant-request/:requestId/success',
    href: (camperId: string | number, requestId: string | number) =>
      `/campers/${camperId}/instant-request/${requestId}/success`,
  },
  // The vehicle onboarding (spec 2 §2); no step is the first one.
  onboardingStep: {
    path: 'onboarding/step/:step?',
    href: (step?: string) => `/onboarding/step${step ? `/${step}` : ''}`,
  },
  // The onboarding's first step: the earnings results lead there.
  onboardingVehicleType: { path: 'onboarding/step/vehicle-type', href: () => '/onboarding/step/vehicle-type' },
  // The earnings simulator (spec 2 §2); no step is the first one.
  earnings: {
    path: 'earnings/:step?',
    href: (step?: string, query?: Record<string, string | undefined>) =>
      withQuery(`/earnings${step ? `/${step}` : ''}`, query),
  },
  // Content pages (spec 1 §2); /how-{product}-works is /how-roam-works.
  howItWorks: { path: 'how-roam-works', href: () => '/how-roam-works' },
  rentMyMotorhome: { path: 'rent-my-motorhome', href: () => '/rent-my-motorhome' },
  rvHireFamily: { path: 'rv-hire-family', href: () => '/rv-hire-family' },
  rvHireWithPets: { path: 'rv-hire-with-pets', href: () => '/rv-hire-with-pets' },
  surftrip: { path: 'surftrip', href: () => '/surftrip' },
  weLoveCalifornia: { path: 'we-love-california', href: () => '/we-love-california' },
  getApps: { path: 'get-apps', href: () => '/get-apps' },
  terms: { path: 'terms', href: () => '/terms' },
  privacy: { path: 'privacy', href: () => '/privacy' },
  confidentiality: { path: 'privacy/confidentiality', href: () => '/privacy/confidentiality' },
  cookies: { path: 'privacy/cookies', href: () => '/privacy/cookies' },
  legacyConfidentiality: { path: 'confidentiality', href: () => '/confidentiality' },
  travelers: { path: 'travelers', href: () => '/travelers' },
  hitTheRoad: { path: 'travelers/hit-the-road', href: () => '/travelers/hit-the-road' },
  rvBeginner: { path: 'travelers/rv-beginner', href: () => '/travelers/rv-beginner' },
  helpCenter: { path: 'help', href: () => '/help' },
  faq: {
    path: 'help/faq',
    href: (topic?: string, key?: string) => `${withQuery('/help/faq', { topic })}${key ? `#${key}` : ''}`,
  },
  findAnswers: {
    path: 'help/find-answers',
    href: (q?: string) => withQuery('/help/find-answers', { q: q || undefined }),
  },
  discoverProcess: { path: 'help/discover-process', href: () => '/help/discover-process' },
  // The staff area: staff only; moderation is its own page (staffModeration).
  staff: { path: 'staff', href: () => '/staff' },
  staffUsers: {
    path: 'staff/users',
    href: (query?: Record<string, string | undefined>) => withQuery('/staff/users', query),
  },
  staffUser: { path: 'staff/users/:id', href: (id: string | number) => `/staff/users/${id}` },
  staffBookings: {
    path: 'staff/bookings',
    href: (query?: Record<string, string | undefined>) => withQuery('/staff/bookings', query),
  },
  staffBooking: { path: 'staff/bookings/:id', href: (id: string | number) => `/staff/bookings/${id}` },
  staffDocuments: {
    path: 'staff/documents',
    href: (query?: Record<string, string | undefined>) => withQuery('/staff/documents', query),
  },
  staffModeration: {
    path: 'staff/moderation',
    href: (query?: Record<string, string | undefined>) => withQuery('/staff/moderation', query),
  },
  staffAudit: {
    path: 'staff/audit',
    href: (query?: Record<string, string | undefined>) => withQuery('/staff/audit', query),
  },
  // The machine tester: each catalogue machine's diagram and generated paths.
  staffTester: { path: 'staff/tester', href: () => '/staff/tester' },
  staffTesterMachine: { path: 'staff/tester/:machine', href: (machine: string) => `/staff/tester/${machine}` },
  notFound: { path: '*', href: () => '/404' },
} as const

export type PathName = keyof typeof paths
