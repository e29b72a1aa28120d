import { api } from '../../../lib/api-client'

/** DELETE /3/users/me/: personal data is erased and every session ends. */
export async function deleteMe(): Promise<void> {
  await api.DELETE('/3/users/me/')
}
