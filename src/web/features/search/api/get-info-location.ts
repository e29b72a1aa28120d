import { queryOptions } from '@tanstack/react-query'
import { expectShape, isNumber, isString, nullable, objectWith, optional } from '../../../lib/answer-shape'
import { api } from '../../../lib/api-client'

/** GET /3/info_location/: the place at a position ("around me"). */
export interface InfoLocation {
  slug: string
  name: string
  street?: string | null
  zipcode?: string | null
  city?: string | null
  country?: string | null
  latitude: number
  longitude: number
}

const optionalText = optional(nullable(isString))
const infoLocationCheck = objectWith({
  slug: isString,
  name: isString,
  street: optionalText,
  zipcode: optionalText,
  city: optionalText,
  country: optionalText,
  latitude: isNumber,
  longitude: isNumber,
})

export async function getInfoLocation(latitude: number, longitude: number): Promise<InfoLocation> {
  const { data }: { data?: unknown } = await api.GET('/3/info_location/', {
    params: { query: { latitude, longitude } },
  })
  return expectShape<InfoLocation>(data, infoLocationCheck, 'location')
}

export function infoLocationQueryOptions(latitude: number, longitude: number) {
  return queryOptions({
    queryKey: ['search', 'info-location', latitude, longitude] as const,
    queryFn: () => getInfoLocation(latitude, longitude),
  })
}
