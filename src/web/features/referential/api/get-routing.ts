import { queryOptions } from '@tanstack/react-query'
// zod/mini: this call runs on every page, so its validator is in the entry chunk, where the full zod would weigh 25 KB gzip.
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

const link = z.string().check(z.minLength(1))
const optionalLink = z.optional(link)
const topics = z._default(z.array(z.object({ label: z.string(), url: z.string() })), [])

/** GET /api/internals/referential/routing: validated, an invalid answer makes the error page (spec 1 §7). */
export const routingSchema = z.looseObject({
  sign_in: link,
  sign_up: optionalLink,
  faq_home: optionalLink,
  blog: optionalLink,
  contact: optionalLink,
  team: optionalLink,
  press: optionalLink,
  partners: optionalLink,
  social_networks: z.optional(z.partial(z.object({
    facebook: link, instagram: link, youtube: link, pinterest: link, tiktok: link, linkedin: link,
  }))),
  gift_card: optionalLink,
  help_guest: topics,
  help_owner: topics,
  ambassador: optionalLink,
  contract: optionalLink,
  insurance: topics,
  assistance: topics,
  jobs: optionalLink,
  trusted_reviews: optionalLink,
  app_store_ios: optionalLink,
  app_store_android: optionalLink,
  help_center: optionalLink,
  sister_platform: optionalLink,
})

export type Routing = z.infer<typeof routingSchema>

export class InvalidRoutingError extends Error {
  readonly status = 500
  constructor(cause: unknown) {
    super('The routing referential is not valid', { cause })
  }
}

export async function getRouting(lang: string): Promise<Routing> {
  const { data }: { data?: unknown } = await api.GET('/api/internals/referential/routing', { params: { query: { lang } } })
  const parsed = routingSchema.safeParse(data)
  if (!parsed.success) throw new InvalidRoutingError(parsed.error)
  return parsed.data
}

export function routingQueryOptions(lang: string) {
  return queryOptions({ queryKey: ['referential', 'routing', lang] as const, queryFn: () => getRouting(lang), staleTime: 10 * 60_000 })
}
