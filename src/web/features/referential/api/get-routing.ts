import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '../../../lib/api-client'

const link = z.string().min(1)
const topics = z.array(z.object({ label: z.string(), url: z.string() })).default([])

/** GET /api/internals/referential/routing: validated, an invalid answer makes the error page (spec 1 §7). */
export const routingSchema = z.looseObject({
  sign_in: link,
  sign_up: link.optional(),
  faq_home: link.optional(),
  blog: link.optional(),
  contact: link.optional(),
  team: link.optional(),
  press: link.optional(),
  partners: link.optional(),
  facebook: link.optional(),
  instagram: link.optional(),
  youtube: link.optional(),
  pinterest: link.optional(),
  gift_card: link.optional(),
  guest_help_topics: topics,
  owner_help_topics: topics,
  ambassador: link.optional(),
  contract: link.optional(),
  insurance: topics,
  assistance: topics,
  jobs: link.optional(),
  trusted_reviews: link.optional(),
  app_store_ios: link.optional(),
  app_store_android: link.optional(),
  help_center: link.optional(),
  sister_platform: link.optional(),
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
