import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { Company } from './get-company'

/** POST /v4/users/me/company/ the first time, PATCH afterwards. */
export async function saveCompany(input: components['schemas']['CompanyRequest'], exists: boolean): Promise<Company> {
  const { data } = exists
    ? await api.PATCH('/v4/users/me/company/', { body: input })
    : await api.POST('/v4/users/me/company/', { body: input })
  return data!
}
