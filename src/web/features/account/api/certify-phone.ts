import { api } from '../../../lib/api-client'

/** POST /3/certify-phone/ {code}: a wrong, expired or used-up code is a 400. */
export async function certifyPhone(code: string): Promise<void> {
  await api.POST('/3/certify-phone/', { body: { code } })
}
