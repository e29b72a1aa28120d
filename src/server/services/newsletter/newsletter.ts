import { newsletterFailureOfProviderCode } from '../../../domain/api-errors'
import type { NewsletterFailure } from '../../../domain/api-errors'
import { ApiError } from '../../http/api-error'
import type { MailingListProvider } from '../../providers/mailing-list/mailing-list-provider'

const FAILURES: Record<NewsletterFailure, { status: 400 | 502; detail: string }> = {
  email_already_exists: { status: 400, detail: 'This email address is already subscribed to the newsletter.' },
  email_is_invalid: { status: 400, detail: 'Enter a valid email address.' },
  unknown: { status: 502, detail: 'The newsletter service could not register this address. Try again later.' },
}

/** Spec 1 §5: adds the address to the mailing list, or throws the newsletter family's error. */
export async function subscribeToNewsletter(provider: MailingListProvider, email: string): Promise<void> {
  const result = await provider.addContact(email)
  if (result.ok) return
  const failure = newsletterFailureOfProviderCode(result.code) ?? 'unknown'
  // Ours to fix (a bad key, the service down): the visitor only sees "unknown".
  if (failure === 'unknown')
    console.error(`Mailing list refused a contact: ${result.status} ${result.code} ${result.message}`)
  const { status, detail } = FAILURES[failure]
  throw ApiError.detail(status, detail, failure)
}
