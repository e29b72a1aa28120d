import { queryOptions } from '@tanstack/react-query'
// Plain checks, not zod: this call runs on every page, so its validator is in the entry chunk.
import { arrayOf, expectShape, isString, nonEmptyString, objectWith, optional } from '../lib/answer-shape'
import type { Check } from '../lib/answer-shape'
import { api } from '../lib/api-client'
import { takeServedAnswer } from '../lib/served-answers'

export interface RoutingTopic {
  label: string
  url: string
}

type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'pinterest' | 'tiktok' | 'linkedin'

export interface Routing {
  sign_in: string
  sign_up?: string
  faq_home?: string
  blog?: string
  contact?: string
  team?: string
  press?: string
  partners?: string
  social_networks?: Partial<Record<SocialNetwork, string>>
  gift_card?: string
  help_guest: RoutingTopic[]
  help_owner: RoutingTopic[]
  ambassador?: string
  contract?: string
  insurance: RoutingTopic[]
  assistance: RoutingTopic[]
  jobs?: string
  trusted_reviews?: string
  app_store_ios?: string
  app_store_android?: string
  help_center?: string
  sister_platform?: string
}

const optionalLink = optional(nonEmptyString)
const topics = optional(arrayOf(objectWith({ label: isString, url: isString })))
const TOPIC_LISTS = ['help_guest', 'help_owner', 'insurance', 'assistance'] as const
const OPTIONAL_LINKS = [
  'sign_up',
  'faq_home',
  'blog',
  'contact',
  'team',
  'press',
  'partners',
  'gift_card',
  'ambassador',
  'contract',
  'jobs',
  'trusted_reviews',
  'app_store_ios',
  'app_store_android',
  'help_center',
  'sister_platform',
] as const
const SOCIAL_NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'youtube', 'pinterest', 'tiktok', 'linkedin']

/** GET /api/internals/referential/routing: validated, an invalid answer makes the error page (spec 1 §7). */
export const routingCheck: Check = objectWith({
  sign_in: nonEmptyString,
  ...Object.fromEntries(OPTIONAL_LINKS.map((name) => [name, optionalLink])),
  social_networks: optional(objectWith(Object.fromEntries(SOCIAL_NETWORKS.map((name) => [name, optionalLink])))),
  ...Object.fromEntries(TOPIC_LISTS.map((name) => [name, topics])),
})

export async function getRouting(lang: string): Promise<Routing> {
  const served = takeServedAnswer(`/api/internals/referential/routing?${new URLSearchParams({ lang })}`)
  const data = served ?? (await api.GET('/api/internals/referential/routing', { params: { query: { lang } } })).data
  const routing = expectShape<Routing>(data, routingCheck, 'routing referential')
  // A missing topic list reads as an empty one.
  return { ...routing, ...Object.fromEntries(TOPIC_LISTS.map((name) => [name, routing[name] ?? []])) }
}

export function routingQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['referential', 'routing', lang] as const,
    queryFn: () => getRouting(lang),
    staleTime: 10 * 60_000,
  })
}
