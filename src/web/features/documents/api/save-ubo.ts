import type { components } from '../../../../../openapi/schema'
import { api } from '../../../lib/api-client'
import type { Ubo } from './get-ubo-declaration'

/** POST /3/mangopay/ubo-declaration/{id}/ubo/ for a new beneficial owner, PATCH …/ubo/{uboId}/ to change one. */
export async function saveUbo(
  declarationId: number,
  uboId: number | null,
  input: components['schemas']['UboRequest'],
): Promise<Ubo> {
  const { data } =
    uboId === null
      ? await api.POST('/3/mangopay/ubo-declaration/{id}/ubo/', {
          params: { path: { id: declarationId } },
          body: input,
        })
      : await api.PATCH('/3/mangopay/ubo-declaration/{id}/ubo/{uboId}/', {
          params: { path: { id: declarationId, uboId } },
          body: input,
        })
  return data!
}
