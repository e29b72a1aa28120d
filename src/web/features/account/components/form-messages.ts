import { formErrors, type FormErrors } from '../../../../domain/form-errors'
import { ApiClientError } from '../../../lib/api-client-error'

/** A failed call's messages, field by field (spec 1 §8 shapes); a failure without a body gets `fallback`. */
export function formMessagesOf(error: unknown, fallback: string): FormErrors {
  if (!error) return { fields: {}, general: [] }
  if (error instanceof ApiClientError)
    return formErrors(error.apiError.body, error.apiError.messages.length ? error.apiError.messages : [fallback])
  return { fields: {}, general: [fallback] }
}
