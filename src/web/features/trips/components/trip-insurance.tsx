import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { insuranceQueryOptions } from '../api/get-insurance'
import { tripPricesQueryOptions } from '../api/get-trip-prices'
import type { Trip } from '../api/list-trips'
import { formatAmount } from './trip-format'

/** The insurance chosen for the trip (from its prices), its main deductible, and the covers added to it. */
export function TripInsuranceSection({ trip }: { trip: Trip }) {
  const prices = useQuery(tripPricesQueryOptions(trip.id))
  const slug = prices.data?.insurance ?? null
  const insurance = useQuery({ ...insuranceQueryOptions(slug ?? 'none'), enabled: slug !== null && slug !== 'none' })
  const deductible = insurance.data ? formatAmount(insurance.data.deductibles.damage_to_vehicle, insurance.data.currency) : null
  const name = insurance.data?.name
  return (
    <section className="trip-section card" aria-labelledby="trip-insurance-title">
      <h2 id="trip-insurance-title"><Trans>Insurance</Trans></h2>
      {prices.data && (slug === null || slug === 'none') && <p><Trans>The owner’s own insurance covers this trip.</Trans></p>}
      {name && deductible && <p><Trans>{name}, with a deductible of {deductible} for damage to the vehicle.</Trans></p>}
      <ul className="trip-section__list">
        {prices.data?.cancel_insurance && <li><Trans>Cancellation insurance included</Trans></li>}
        {prices.data?.rental_cover && <li><Trans>Rental cover (deductible reimbursement) included</Trans></li>}
      </ul>
    </section>
  )
}

/** What the guest must bring or send: the documents issue comes later, this shows what the booking says. */
export function TripDocumentsSection({ trip }: { trip: Trip }) {
  const prices = useQuery(tripPricesQueryOptions(trip.id))
  const slug = prices.data?.insurance ?? null
  const insurance = useQuery({ ...insuranceQueryOptions(slug ?? 'none'), enabled: slug !== null && slug !== 'none' })
  const age = insurance.data?.min_driver_age
  const years = insurance.data?.min_licence_years
  return (
    <section className="trip-section card" aria-labelledby="trip-documents-title">
      <h2 id="trip-documents-title"><Trans>Documents needed</Trans></h2>
      <ul className="trip-section__list">
        <li><Trans>An identity document of each driver</Trans></li>
        <li><Trans>Each driver’s driving licence</Trans></li>
        {age !== undefined && years !== undefined && <li><Trans>Drivers at least {age} years old, with a licence held for {years} years or more</Trans></li>}
      </ul>
      {trip.emergency_proof_in_validation && <p className="muted"><Trans>Your emergency proof is being checked.</Trans></p>}
    </section>
  )
}
