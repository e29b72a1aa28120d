import type { Locale } from '../../../../domain/locales'
import { api } from '../../../lib/api-client'

/** POST /3/users/: registration. A 400 answers field → messages. */
export interface RegistrationInput {
  email: string
  password: string
  first_name: string
  last_name: string
  locale: Locale
  /** The browser's zone, so the first emails already read in the user's clock. */
  time_zone?: string
}

export async function registerUser(input: RegistrationInput): Promise<void> {
  await api.POST('/3/users/', { body: input })
}
