import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { api } from '../../../lib/api-client'

/** GET /3/products/{id}/: the listing page's camper. */
export interface CamperPhoto {
  url: string
  position: number
}

export interface CamperDetail {
  id: number
  title: string
  description: string
  vehicle_type: number
  brand: string
  model: string
  year: number
  seats: number
  beds: number
  price_per_day: string
  currency: string
  hour_from: number | null
  hour_to: number | null
  instant_booking: boolean
  pets_allowed: unknown
  smoking_allowed: unknown
  abroad_allowed: unknown
  deposit_amount: string | null
  deposit_mean: string | null
  vehicle_owner_language_spoke: string[]
  published_at: string | null
  is_ambassador: boolean
  review_average: number | null
  review_count: number
  min_days: number
  max_months_future_rental: number
  equipments: Record<string, string[]>
  photos: CamperPhoto[]
  owner: {
    id: number
    first_name: string
    profile_picture: { url: string | null } | null
    is_pro: boolean
    is_best_owner: boolean
    is_verified: boolean
    languages: string[]
    joined_at: string | null
  }
  place: { slug: string; name: string; country_code: string } | null
  location: { city: string; country_code: string; latitude: number; longitude: number }
  status: string
}

const camperSchema = z.looseObject({
  id: z.number(),
  title: z.string(),
  vehicle_type: z.number(),
  price_per_day: z.string(),
  currency: z.string(),
  photos: z.array(z.looseObject({ url: z.string(), position: z.number() })),
  equipments: z.record(z.string(), z.array(z.string())),
  owner: z.looseObject({ id: z.number(), first_name: z.string() }),
  location: z.looseObject({ city: z.string() }),
})

export class InvalidCamperError extends Error {
  readonly status = 500
  constructor(cause: unknown) {
    super('The camper answer is not valid', { cause })
  }
}

export async function getCamper(id: string): Promise<CamperDetail> {
  const { data }: { data?: unknown } = await api.GET('/3/products/{id}/', { params: { path: { id } } })
  const parsed = camperSchema.safeParse(data)
  if (!parsed.success) throw new InvalidCamperError(parsed.error)
  return data as CamperDetail
}

export function camperQueryOptions(id: string) {
  return queryOptions({ queryKey: ['campers', id] as const, queryFn: () => getCamper(id), staleTime: 60_000 })
}
