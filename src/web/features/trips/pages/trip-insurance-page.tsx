import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { formErrors } from '../../../../domain/form-errors'
import { bookingPricesQueryOptions } from '../../../api/get-booking-prices'
import { guestBookingQueryOptions } from '../../../api/get-guest-booking'
import { ApiClientError } from '../../../lib/api-client-error'
import { formatDate } from '../../../lib/format'
import { LocalizedLink } from '../../../lib/locale-context'
import { usePageHead } from '../../../lib/page-head'
import { paths } from '../../../lib/paths'
import { insuranceQueryOptions, type Insurance } from '../api/get-insurance'
import {
  insuranceConditionsKey,
  insuranceConditionsQueryOptions,
  type InsuranceConditions,
} from '../api/get-insurance-conditions'
import { rentalCoverConditionsQueryOptions } from '../api/get-rental-cover-conditions'
import { saveInsuranceConditions } from '../api/save-insurance-conditions'
import { formatAmount } from '../components/trip-format'
import { useTripId } from '../components/trip-id'
import { TripNotFound } from '../components/trip-not-found'
import './trips.css'

type Cover = keyof Insurance['deductibles']
const COVERS: readonly Cover[] = [
  'damage_to_vehicle',
  'damage_high_part',
  'burglary',
  'broken_glass',
  'objects_protection',
]

/** /d/trips/{id}/insurance: the trip's insurance, its covers and deductibles, the extras, and the driver's conditions. */
export function TripInsurancePage() {
  const { t } = useLingui()
  usePageHead({ title: t`Trip insurance · Roam` })
  const id = useTripId()
  const trip = useQuery({ ...guestBookingQueryOptions(id ?? 0), enabled: id !== null })
  const prices = useQuery({ ...bookingPricesQueryOptions(id ?? 0), enabled: id !== null })
  if (id === null || trip.isError) return <TripNotFound />
  const slug = prices.data?.insurance ?? null
  return (
    <section className="page page--narrow trip trip-insurance">
      <LocalizedLink to={paths.trip.href(id)} className="trip__back">
        <Trans>← Back to the trip</Trans>
      </LocalizedLink>
      <h1 className="page-title">
        <Trans>Insurance</Trans>
      </h1>
      {trip.data && <p className="muted">{trip.data.camper.title}</p>}
      {prices.isPending && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {prices.isError && (
        <p role="alert">
          <Trans>The trip’s insurance could not be loaded.</Trans>{' '}
          <button type="button" className="button button--secondary" onClick={() => void prices.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
      {prices.data && (slug === null || slug === 'none') && (
        <section className="trip-section card" aria-labelledby="insurance-owner-title">
          <h2 id="insurance-owner-title">
            <Trans>The owner’s insurance</Trans>
          </h2>
          <p>
            <Trans>
              The owner’s own insurance covers this trip. Ask the owner for its conditions before you leave.
            </Trans>
          </p>
        </section>
      )}
      {slug !== null && slug !== 'none' && <InsuranceCovers slug={slug} />}
      {prices.data && (prices.data.cancel_insurance || prices.data.rental_cover) && (
        <section className="trip-section card" aria-labelledby="insurance-extras-title">
          <h2 id="insurance-extras-title">
            <Trans>Extras on this trip</Trans>
          </h2>
          <ul className="trip-section__list">
            {prices.data.cancel_insurance && (
              <li>
                <Trans>Cancellation insurance included</Trans>
              </li>
            )}
            {prices.data.rental_cover && (
              <li>
                <Trans>Rental cover (deductible reimbursement) included</Trans>
              </li>
            )}
          </ul>
          {prices.data.rental_cover && <RentalCover />}
        </section>
      )}
      {prices.data && <DriverConditions tripId={id} slug={slug} />}
    </section>
  )
}

function InsuranceCovers({ slug }: { slug: string }) {
  const { t } = useLingui()
  const insurance = useQuery(insuranceQueryOptions(slug))
  const coverLabels: Record<Cover, string> = {
    damage_to_vehicle: t`Damage to the vehicle`,
    damage_high_part: t`Damage to the high parts`,
    burglary: t`Burglary`,
    broken_glass: t`Broken glass`,
    objects_protection: t`Your belongings`,
  }
  if (insurance.isError)
    return (
      <p role="alert">
        <Trans>The insurance’s details could not be loaded.</Trans>
      </p>
    )
  if (!insurance.data) return null
  const { name, currency, min_driver_age: age, min_licence_years: years } = insurance.data
  return (
    <section className="trip-section card" aria-labelledby="insurance-covers-title">
      <h2 id="insurance-covers-title">{name}</h2>
      <p className="muted">
        <Trans>What you pay on a claim, cover by cover.</Trans>
      </p>
      <table className="trip-insurance__table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Cover</Trans>
            </th>
            <th scope="col">
              <Trans>Deductible</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {COVERS.map((cover) => (
            <tr key={cover}>
              <th scope="row">{coverLabels[cover]}</th>
              <td>{formatAmount(insurance.data.deductibles[cover], currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Trans>
          Drivers must be at least {age} years old and have held their licence for {years} years or more.
        </Trans>
      </p>
    </section>
  )
}

function RentalCover() {
  const cover = useQuery(rentalCoverConditionsQueryOptions())
  if (cover.isError)
    return (
      <p className="muted">
        <Trans>The rental cover’s conditions are not available right now.</Trans>
      </p>
    )
  if (!cover.data) return null
  const max = formatAmount(cover.data.max_cover, cover.data.currency)
  const phone = cover.data.claims_phone
  return (
    <div className="trip-insurance__rental-cover">
      <h3>{cover.data.title}</h3>
      <p>{cover.data.summary}</p>
      <p>
        <Trans>
          Up to {max} paid back. For a claim, call {phone}.
        </Trans>
      </p>
      <a href={cover.data.document_url} target="_blank" rel="noreferrer">
        <Trans>Read the full conditions</Trans>
      </a>
    </div>
  )
}

function DriverConditions({ tripId, slug }: { tripId: number; slug: string | null }) {
  const conditions = useQuery(insuranceConditionsQueryOptions(tripId))
  return (
    <section className="trip-section card" aria-labelledby="insurance-driver-title">
      <h2 id="insurance-driver-title">
        <Trans>The driver</Trans>
      </h2>
      <p className="muted">
        <Trans>The insurance covers the trip only if the driver meets its conditions on the first day.</Trans>
      </p>
      {conditions.isPending && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {conditions.isError && (
        <p role="alert">
          <Trans>The driver’s answers could not be loaded.</Trans>
        </p>
      )}
      {conditions.data !== undefined && <DriverConditionsForm tripId={tripId} slug={slug} saved={conditions.data} />}
    </section>
  )
}

function DriverConditionsForm({
  tripId,
  slug,
  saved,
}: {
  tripId: number
  slug: string | null
  saved: InsuranceConditions | null
}) {
  const { t } = useLingui()
  const formId = useId()
  const queryClient = useQueryClient()
  const insurance = useQuery({ ...insuranceQueryOptions(slug ?? 'none'), enabled: slug !== null && slug !== 'none' })
  const save = useMutation({
    mutationFn: (form: FormData) => {
      const file = form.get('document')
      return saveInsuranceConditions(
        tripId,
        {
          driver_birth_date: String(form.get('driver_birth_date') ?? ''),
          licence_date: String(form.get('licence_date') ?? ''),
          licence_category: form.get('licence_category') === 'C' ? 'C' : 'B',
          document: file instanceof File && file.size > 0 ? file : null,
        },
        saved === null,
      )
    },
    onSuccess: (answer) => queryClient.setQueryData(insuranceConditionsKey(tripId), answer),
  })
  const errors = save.error instanceof ApiClientError ? formErrors(save.error.apiError.body) : null
  const general = save.isError && (!errors || Object.keys(errors.fields).length === 0)
  const fieldError = (name: string) =>
    errors?.fields[name] ? (
      <p className="field__error" id={`${formId}-${name}-error`}>
        {errors.fields[name].join(' ')}
      </p>
    ) : null
  const described = (name: string) => (errors?.fields[name] ? `${formId}-${name}-error` : undefined)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  const age = insurance.data?.min_driver_age
  const years = insurance.data?.min_licence_years
  const proof = saved?.document?.name
  const changed = saved ? formatDate(saved.updated_at) : null
  return (
    <>
      {saved && (
        <div
          className={saved.conditions_met ? 'trip-insurance__met' : 'trip-insurance__unmet'}
          role="status"
          data-testid="insurance-conditions"
          data-met={saved.conditions_met}
        >
          {saved.conditions_met ? (
            <Trans>The driver meets the insurance’s conditions.</Trans>
          ) : age !== undefined && years !== undefined ? (
            <Trans>
              The driver does not meet the insurance’s conditions: at least {age} years old, with a licence held for{' '}
              {years} years or more.
            </Trans>
          ) : (
            <Trans>The driver does not meet the insurance’s conditions.</Trans>
          )}
          {proof && (
            <p className="muted">
              <Trans>Proof sent: {proof}</Trans>
            </p>
          )}
          <p className="muted">
            <Trans>Last changed on {changed}</Trans>
          </p>
        </div>
      )}
      <form className="account-form" onSubmit={submit} aria-label={t`The driver’s answers`}>
        {general && (
          <p role="alert" className="field__error">
            <Trans>The answers could not be saved. Please try again.</Trans>
          </p>
        )}
        <div className="field">
          <label htmlFor={`${formId}-driver_birth_date`}>
            <Trans>Driver’s date of birth</Trans>
          </label>
          <input
            id={`${formId}-driver_birth_date`}
            name="driver_birth_date"
            type="date"
            required
            defaultValue={saved?.driver_birth_date ?? ''}
            aria-describedby={described('driver_birth_date')}
          />
          {fieldError('driver_birth_date')}
        </div>
        <div className="field">
          <label htmlFor={`${formId}-licence_date`}>
            <Trans>Date the licence was obtained</Trans>
          </label>
          <input
            id={`${formId}-licence_date`}
            name="licence_date"
            type="date"
            required
            defaultValue={saved?.licence_date ?? ''}
            aria-describedby={described('licence_date')}
          />
          {fieldError('licence_date')}
        </div>
        <div className="field">
          <label htmlFor={`${formId}-licence_category`}>
            <Trans>Licence category</Trans>
          </label>
          <select
            id={`${formId}-licence_category`}
            name="licence_category"
            defaultValue={saved?.licence_category ?? 'B'}
          >
            <option value="B">B</option>
            <option value="C">C</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${formId}-document`}>
            <Trans>Proof (optional): the driving licence, PDF, JPEG or PNG</Trans>
          </label>
          <input
            id={`${formId}-document`}
            name="document"
            type="file"
            accept="application/pdf,image/jpeg,image/png"
            aria-describedby={described('document')}
          />
          {fieldError('document')}
        </div>
        <button className="button button--primary" type="submit" disabled={save.isPending}>
          {saved ? <Trans>Save the changes</Trans> : <Trans>Save the answers</Trans>}
        </button>
      </form>
    </>
  )
}
