import { newsletterFailureOf } from '../../domain/api-errors'
import { ApiClientError, api } from '../lib/api-client'

/** POST /v4/newsletter/ {email}; rejects with the newsletter family's code (email_already_exists, email_is_invalid, unknown). */
export async function subscribeNewsletter(email: string): Promise<void> {
  try {
    await api.POST('/v4/newsletter/', { body: { email } })
  } catch (error) {
    throw error instanceof ApiClientError ? newsletterFailureOf(error.apiError) : 'unknown'
  }
}
