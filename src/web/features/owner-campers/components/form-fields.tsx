import { formErrors, type FormErrors } from '../../../../domain/form-errors'
import { ApiClientError } from '../../../lib/api-client-error'

/** A failed save's messages, field by field (spec 1 §8 shapes); a failure without a body gets `fallback`. */
export function formMessagesOf(error: unknown, fallback: string): FormErrors {
  if (!error) return { fields: {}, general: [] }
  if (error instanceof ApiClientError)
    return formErrors(error.apiError.body, error.apiError.messages.length ? error.apiError.messages : [fallback])
  return { fields: {}, general: [fallback] }
}

/** The messages of one field, tied to its input by id (aria-describedby). */
export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null
  return (
    <p className="field__error" id={id} role="alert">
      {messages.join(' ')}
    </p>
  )
}

/** Messages that belong to no field, above the form. */
export function FormAlert({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null
  return (
    <div className="form-error" role="alert">
      {messages.map((message, index) => (
        <p key={index}>{message}</p>
      ))}
    </div>
  )
}

/** The props tying an input to its messages. */
export const fieldProps = (formId: string, name: string, messages?: string[]) => ({
  id: `${formId}-${name}`,
  name,
  'aria-invalid': messages?.length ? true : undefined,
  'aria-describedby': messages?.length ? `${formId}-${name}-error` : undefined,
})
