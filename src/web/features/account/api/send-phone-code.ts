import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type PhoneCertification = components['schemas']['PhoneCertification']

/** GET /3/certify-phone/: sends a code by SMS to the profile's phone (not again within 30 s). */
export async function sendPhoneCode(): Promise<PhoneCertification> {
  const { data } = await api.GET('/3/certify-phone/')
  return data!
}
