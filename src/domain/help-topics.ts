// The help centre's topics and audiences, shared by the API (filters, storage) and the web app (pages).

export const FAQ_TOPICS = [
  'process',
  'booking',
  'payment',
  'insurance',
  'deposit',
  'cancellation',
  'documents',
  'payouts',
  'account',
  'reviews',
] as const
export type FaqTopic = (typeof FAQ_TOPICS)[number]

/** Guest: no camper; owner: has campers; pro: a professional (company) account. */
export const FAQ_AUDIENCES = ['guest', 'owner', 'pro'] as const
export type FaqAudience = (typeof FAQ_AUDIENCES)[number]

export const isFaqTopic = (value: unknown): value is FaqTopic =>
  typeof value === 'string' && (FAQ_TOPICS as readonly string[]).includes(value)

/** Spec 1 §6 and spec 2 §3: a professional account reads the pro answers, whether or not it has campers yet. */
export function faqAudience(user: { isPro: boolean; hasCampers: boolean }): FaqAudience {
  if (user.isPro) return 'pro'
  return user.hasCampers ? 'owner' : 'guest'
}

/** The help pages' state from their address: ?q= (trimmed, at most 200 characters, as the API allows) and a known ?topic=. */
export function helpQuery(params: URLSearchParams): { q?: string; topic?: FaqTopic } {
  const q = (params.get('q') ?? '').trim().slice(0, 200)
  const topic = params.get('topic')
  return { ...(q ? { q } : {}), ...(isFaqTopic(topic) ? { topic } : {}) }
}
