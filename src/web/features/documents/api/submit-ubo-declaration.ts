import { api } from '../../../lib/api-client'
import type { UboDeclaration } from './get-ubo-declaration'

/** PATCH /3/mangopay/ubo-declaration/: sends the declaration for validation. */
export async function submitUboDeclaration(): Promise<UboDeclaration> {
  const { data } = await api.PATCH('/3/mangopay/ubo-declaration/')
  return data!
}
