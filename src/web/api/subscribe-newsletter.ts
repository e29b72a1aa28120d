import { newsletterFailureOf } from '../../domain/api-errors'
import { api } from '../lib/api-client'
import { ApiClientError } from '../lib/api-client-error'

/** POST /v4/newsletter/ {email}; rejects with the newsletter family's code (email_already_exists, email_is_invalid, unknown). */
export async function subscribeNewsletter(email: string): Promise<void> {
  try {
    await api.POST('/v4/newsletter/', { body: { email } })
  } catch (error) {
    throw error instanceof ApiClientError ? newsletterFailureOf(error.apiError) : 'unknown'
  }
}
