import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { Iban } from './get-iban'

/** POST /3/mangopay/iban/: registers the bank account later payouts go to. */
export async function saveIban(input: components['schemas']['IbanRequest']): Promise<Iban> {
  const { data } = await api.POST('/3/mangopay/iban/', { body: input })
  return data!
}
