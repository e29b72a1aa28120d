// Every route of the app: `path` is the route pattern (relative to the locale prefix), `href()` builds
// the unlocalised address. Components localise it with useLocalizedPath() / <LocalizedLink>.

function withQuery(path: string, query?: Record<string, string | undefined> | URLSearchParams | string): string {
  if (query === undefined) return path
  const params = typeof query === 'string' ? new URLSearchParams(query) : query instanceof URLSearchParams ? query : new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

const nextQuery = (next?: string) => (next ? { next } : undefined)

export const paths = {
  home: { path: '', href: () => '/' },
  search: { path: 's', href: (query?: Record<string, string | undefined> | URLSearchParams | string) => withQuery('/s', query) },
  placeIndex: { path: 'campervan-hire', href: () => '/campervan-hire' },
  place: { path: 'campervan-hire/:slug', href: (slug: string) => `/campervan-hire/${encodeURIComponent(slug)}` },
  login: { path: 'login', href: (next?: string) => withQuery('/login', nextQuery(next)) },
  logAs: { path: 'login/log-as', href: () => '/login/log-as' },
  signIn: { path: 'sign-in', href: (next?: string) => withQuery('/sign-in', nextQuery(next)) },
  signUp: { path: 'signup', href: (next?: string) => withQuery('/signup', nextQuery(next)) },
  authSuccess: { path: 'auth/success', href: (next?: string) => withQuery('/auth/success', nextQuery(next)) },
  pingFront: { path: 'ping/front', href: () => '/ping/front' },
  dashboard: { path: 'd', href: () => '/d' },
  account: { path: 'd/account', href: () => '/d/account' },
  bookings: { path: 'd/bookings', href: () => '/d/bookings' },
  campers: { path: 'd/campers', href: () => '/d/campers' },
  trips: { path: 'd/trips', href: () => '/d/trips' },
  wishlists: { path: 'd/wishlists', href: () => '/d/wishlists' },
  wishlist: { path: 'd/wishlists/:slug', href: (slug: string) => `/d/wishlists/${encodeURIComponent(slug)}` },
  listing: { path: 'campers/:id', href: (id: string | number, query?: Record<string, string | undefined>) => withQuery(`/campers/${id}`, query) },
  booking: { path: 'campers/:id/book', href: (id: string | number, query?: Record<string, string | undefined>) => withQuery(`/campers/${id}/book`, query) },
  onboardingStep: { path: 'onboarding/step', href: () => '/onboarding/step' },
  howItWorks: { path: 'how-roam-works', href: () => '/how-roam-works' },
  hitTheRoad: { path: 'travelers/hit-the-road', href: () => '/travelers/hit-the-road' },
  rentMyMotorhome: { path: 'rent-my-motorhome', href: () => '/rent-my-motorhome' },
  getApps: { path: 'get-apps', href: () => '/get-apps' },
  helpCenter: { path: 'help', href: () => '/help' },
  faq: { path: 'help/faq', href: (topic?: string, key?: string) => `${withQuery('/help/faq', { topic })}${key ? `#${key}` : ''}` },
  findAnswers: { path: 'help/find-answers', href: (q?: string) => withQuery('/help/find-answers', { q: q || undefined }) },
  discoverProcess: { path: 'help/discover-process', href: () => '/help/discover-process' },
  notFound: { path: '*', href: () => '/404' },
} as const

export type PathName = keyof typeof paths
