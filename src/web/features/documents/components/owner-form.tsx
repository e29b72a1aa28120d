import type { ReactNode } from 'react'
import { formErrors, type FormErrors } from '../../../../domain/form-errors'
import { CountryPicker } from '../../../components/country-picker'
import { ApiClientError } from '../../../lib/api-client-error'

/** A failed save's messages, field by field (spec 1 §8 shapes); a failure without a body gets `fallback`. */
export function formMessagesOf(error: unknown, fallback: string): FormErrors {
  if (!error) return { fields: {}, general: [] }
  if (error instanceof ApiClientError)
    return formErrors(error.apiError.body, error.apiError.messages.length ? error.apiError.messages : [fallback])
  return { fields: {}, general: [fallback] }
}

/** A labelled input with its field's messages (aria-describedby ties them together); `country` picks a country by name. */
export function OwnerField({
  id,
  name,
  label,
  errors,
  type = 'text',
  defaultValue,
  autoComplete,
  country = false,
}: {
  id: string
  name: string
  label: ReactNode
  errors: Record<string, string[]>
  type?: string
  defaultValue?: string | null
  autoComplete?: string
  country?: boolean
}) {
  const messages = errors[name]
  const describedBy = messages ? `${id}-${name}-error` : undefined
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {country ? (
        <CountryPicker
          id={`${id}-${name}`}
          name={name}
          defaultValue={defaultValue}
          invalid={Boolean(messages)}
          describedBy={describedBy}
        />
      ) : (
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue ?? ''}
          aria-invalid={messages ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {messages && (
        <p className="field__error" id={`${id}-${name}-error`} role="alert">
          {messages.join(' ')}
        </p>
      )}
    </div>
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

/** The trimmed text fields of a submitted form, by name. */
export const formText = <K extends string>(form: FormData, names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim()])) as Record<K, string>
