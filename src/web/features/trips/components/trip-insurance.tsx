import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { insuranceQueryOptions } from '../api/get-insurance'
import { bookingPricesQueryOptions } from '../../../api/get-booking-prices'
import { bookingDocumentsQueryOptions } from '../../../api/list-booking-documents'
import type { Trip } from '../api/list-trips'
import { documentStatusLabel, documentTypeLabel } from '../../../lib/document-labels'
import { formatAmount } from './trip-format'

/** The insurance chosen for the trip (from its prices), its main deductible, and the covers added to it. */
export function TripInsuranceSection({ trip }: { trip: Trip }) {
  const prices = useQuery(bookingPricesQueryOptions(trip.id))
  const slug = prices.data?.insurance ?? null
  const insurance = useQuery({ ...insuranceQueryOptions(slug ?? 'none'), enabled: slug !== null && slug !== 'none' })
  const deductible = insurance.data
    ? formatAmount(insurance.data.deductibles.damage_to_vehicle, insurance.data.currency)
    : null
  const name = insurance.data?.name
  return (
    <section className="trip-section card" aria-labelledby="trip-insurance-title">
      <h2 id="trip-insurance-title">
        <Trans>Insurance</Trans>
      </h2>
      {prices.data && (slug === null || slug === 'none') && (
        <p>
          <Trans>The owner’s own insurance covers this trip.</Trans>
        </p>
      )}
      {name && deductible && (
        <p>
          <Trans>
            {name}, with a deductible of {deductible} for damage to the vehicle.
          </Trans>
        </p>
      )}
      <ul className="trip-section__list">
        {prices.data?.cancel_insurance && (
          <li>
            <Trans>Cancellation insurance included</Trans>
          </li>
        )}
        {prices.data?.rental_cover && (
          <li>
            <Trans>Rental cover (deductible reimbursement) included</Trans>
          </li>
        )}
      </ul>
      <LocalizedLink to={paths.tripInsurance.href(trip.id)}>
        <Trans>Covers, deductibles and the driver’s conditions</Trans>
      </LocalizedLink>
    </section>
  )
}

/** What the guest must bring or send, with a link to each of the guest's documents for the trip. */
export function TripDocumentsSection({ trip }: { trip: Trip }) {
  const prices = useQuery(bookingPricesQueryOptions(trip.id))
  const slug = prices.data?.insurance ?? null
  const insurance = useQuery({ ...insuranceQueryOptions(slug ?? 'none'), enabled: slug !== null && slug !== 'none' })
  const age = insurance.data?.min_driver_age
  const years = insurance.data?.min_licence_years
  const documents = useQuery(bookingDocumentsQueryOptions(trip.id))
  const { i18n } = useLingui()
  return (
    <section className="trip-section card" aria-labelledby="trip-documents-title">
      <h2 id="trip-documents-title">
        <Trans>Documents needed</Trans>
      </h2>
      <ul className="trip-section__list">
        <li>
          <Trans>An identity document of each driver</Trans>
        </li>
        <li>
          <Trans>Each driver’s driving licence</Trans>
        </li>
        {age !== undefined && years !== undefined && (
          <li>
            <Plural
              value={years}
              one={`Drivers at least ${age} years old, with a licence held for # year or more`}
              other={`Drivers at least ${age} years old, with a licence held for # years or more`}
            />
          </li>
        )}
      </ul>
      {documents.data && documents.data.count > 0 && (
        <ul className="trip-section__list" aria-labelledby="trip-documents-title">
          {documents.data.results.map((document) => (
            <li key={document.id}>
              <LocalizedLink to={paths.tripDocument.href(trip.id, document.id)}>
                {documentTypeLabel(i18n, document.document_type)}
              </LocalizedLink>
              {' · '}
              {documentStatusLabel(i18n, document.dashboard_status)}
            </li>
          ))}
        </ul>
      )}
      {trip.emergency_proof_in_validation && (
        <p className="muted">
          <Trans>Your emergency proof is being checked.</Trans>
        </p>
      )}
    </section>
  )
}
