import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { CountryPicker } from '../../../components/country-picker'
import { paymentSummaryQueryOptions } from '../api/get-payment-summary'
import type { BillingDetails } from '../api/save-payment-summary'
import { FunnelError } from '../components/funnel-error'
import { FunnelLayout } from '../components/funnel-layout'
import { useFunnel } from '../components/use-funnel'

const FIELDS = [
  'first_name',
  'last_name',
  'street',
  'city',
  'zipcode',
  'country',
  'country_of_residence',
  'nationality',
] as const satisfies readonly (keyof BillingDetails)[]
const COUNTRY_FIELDS: ReadonlySet<string> = new Set(['country', 'country_of_residence', 'nationality'])

/** Step user-details: the payer's billing details, each server message next to its field. */
export function UserDetailsPage() {
  const { t } = useLingui()
  const id = useId()
  const { bookingId, saving, failure, next } = useFunnel()
  const summary = useQuery(paymentSummaryQueryOptions(bookingId))
  const labels: Record<(typeof FIELDS)[number], string> = {
    first_name: t`First name`,
    last_name: t`Last name`,
    street: t`Street`,
    city: t`City`,
    zipcode: t`Postcode`,
    country: t`Country`,
    country_of_residence: t`Country of residence`,
    nationality: t`Nationality`,
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: (typeof FIELDS)[number]) => String(form.get(name) ?? '').trim()
    next({
      userDetails: {
        first_name: value('first_name'),
        last_name: value('last_name'),
        street: value('street'),
        city: value('city'),
        zipcode: value('zipcode'),
        country: value('country'),
        country_of_residence: value('country_of_residence'),
        nationality: value('nationality'),
      },
    })
  }
  const fieldErrors = failure?.kind === 'fields' ? failure.errors.fields : {}
  return (
    <FunnelLayout title={t`Your details`}>
      {summary.data ? (
        <form onSubmit={submit} noValidate>
          <p className="muted">
            <Trans>These details appear on your invoice and receipts.</Trans>
          </p>
          {FIELDS.map((name) => {
            const errors = fieldErrors[name] ?? []
            return (
              <div key={name} className={errors.length ? 'field field--invalid' : 'field'}>
                <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
                {COUNTRY_FIELDS.has(name) ? (
                  <CountryPicker
                    id={`${id}-${name}`}
                    name={name}
                    defaultValue={summary.data[name]}
                    invalid={errors.length > 0}
                    describedBy={errors.length ? `${id}-${name}-error` : undefined}
                  />
                ) : (
                  <input
                    id={`${id}-${name}`}
                    name={name}
                    defaultValue={summary.data[name] ?? ''}
                    aria-invalid={errors.length > 0 || undefined}
                    aria-describedby={errors.length ? `${id}-${name}-error` : undefined}
                  />
                )}
                {errors.length > 0 && (
                  <p className="field__error" id={`${id}-${name}-error`}>
                    {errors.join(' ')}
                  </p>
                )}
              </div>
            )
          })}
          <FunnelError failure={failure} fieldsShown />
          <button className="button button--primary" type="submit" disabled={saving}>
            <Trans>Continue</Trans>
          </button>
        </form>
      ) : (
        <FunnelError error={summary.error} />
      )}
    </FunnelLayout>
  )
}
