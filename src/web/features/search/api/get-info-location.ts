import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

/** GET /3/info_location/: the place at a position ("around me"). */
export const infoLocationSchema = z.looseObject({
  slug: z.string(),
  name: z.string(),
  street: z.optional(z.nullable(z.string())),
  zipcode: z.optional(z.nullable(z.string())),
  city: z.optional(z.nullable(z.string())),
  country: z.optional(z.nullable(z.string())),
  latitude: z.number(),
  longitude: z.number(),
})

export type InfoLocation = z.infer<typeof infoLocationSchema>

export async function getInfoLocation(latitude: number, longitude: number): Promise<InfoLocation> {
  const { data }: { data?: unknown } = await api.GET('/3/info_location/', { params: { query: { latitude, longitude } } })
  return infoLocationSchema.parse(data)
}

export function infoLocationQueryOptions(latitude: number, longitude: number) {
  return queryOptions({ queryKey: ['search', 'info-location', latitude, longitude] as const, queryFn: () => getInfoLocation(latitude, longitude) })
}
