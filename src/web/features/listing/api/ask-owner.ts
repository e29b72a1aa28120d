import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'

export type InquirySent = components['schemas']['InquirySent']

/** POST /3/chats/inquiries/: the question goes into the guest's one inquiry about this camper (opened if need be). */
export async function askOwner(camper: number, body: string): Promise<InquirySent> {
  const { data } = await api.POST('/3/chats/inquiries/', { body: { camper, body } })
  return data!
}
