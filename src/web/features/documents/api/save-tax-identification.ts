import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { TaxIdentification } from './get-tax-identification'

/** PUT /v4/users/me/tax-identification-number/. */
export async function saveTaxIdentification(
  input: components['schemas']['TaxIdentificationRequest'],
): Promise<TaxIdentification> {
  const { data } = await api.PUT('/v4/users/me/tax-identification-number/', { body: input })
  return data!
}
