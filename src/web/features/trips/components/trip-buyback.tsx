import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { createBuyback } from '../api/create-buyback'
import { cancelUpgrade } from '../api/cancel-upgrade'
import { confirmUpgrade } from '../api/confirm-upgrade'
import { deleteUpgrade } from '../api/delete-upgrade'
import { insuranceQueryOptions } from '../api/get-insurance'
import { guestBookingKey } from '../../../api/get-guest-booking'
import { upgradesQueryOptions, type BuybackOffer, type Upgrade } from '../api/get-upgrades'
import { validateUpgrade } from '../api/validate-upgrade'
import { ActionError } from './action-error'
import { formatAmount } from './trip-format'
import { useExtensionStateLabel } from './trip-labels'

/**
 * Spec 2 §6 deductible buy-back on a paid trip before departure: the reinforced insurances the server offers (price and
 * lower deductibles), then the request to validate and pay with the saved card. Shown only when the trip allows it or has one.
 */
export function TripBuybackSection({ tripId }: { tripId: number }) {
  const upgrades = useQuery(upgradesQueryOptions(tripId))
  const current = upgrades.data?.requests.buyback ?? null
  const offers = upgrades.data?.buyback_offers ?? []
  if (!current && offers.length === 0) return null
  return (
    <section className="trip-section card" aria-labelledby="trip-buyback-title" data-testid="trip-buyback">
      <h2 id="trip-buyback-title">
        <Trans>Buy back the deductible</Trans>
      </h2>
      {current && <BuybackRequest tripId={tripId} upgrade={current} />}
      {!current && (
        <p>
          <Trans>Switch to a reinforced insurance before departure: you pay much less if something happens.</Trans>
        </p>
      )}
      {offers.map((offer) => (
        <BuybackChoice key={offer.insurance} tripId={tripId} offer={offer} />
      ))}
    </section>
  )
}

function BuybackChoice({ tripId, offer }: { tripId: number; offer: BuybackOffer }) {
  const queryClient = useQueryClient()
  const create = useMutation({
    mutationFn: () => createBuyback(tripId, offer.insurance),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestBookingKey(tripId) }),
  })
  const name = offer.name
  const price = formatAmount(offer.price, offer.currency)
  const before = formatAmount(offer.deductibles_before.damage_to_vehicle, offer.currency)
  const after = formatAmount(offer.deductibles_after.damage_to_vehicle, offer.currency)
  const saved = formatAmount(offer.deductible_reductions.damage_to_vehicle, offer.currency)
  return (
    <div className="trip-buyback__offer">
      <p>
        <strong>{name}</strong> · <Trans>{price} more</Trans>
      </p>
      <p>
        <Trans>
          Deductible for damage to the vehicle: {after} instead of {before} ({saved} less).
        </Trans>
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => create.mutate()}
        disabled={create.isPending}
      >
        <Trans>Buy back the deductible with {name}</Trans>
      </button>
      <ActionError error={create.error} />
    </div>
  )
}

function BuybackRequest({ tripId, upgrade }: { tripId: number; upgrade: Upgrade }) {
  const queryClient = useQueryClient()
  const stateLabel = useExtensionStateLabel()
  // Paying switches the insurance and grows the price: the trip and its prices are read again.
  const refresh = () => queryClient.invalidateQueries({ queryKey: guestBookingKey(tripId) })
  const validate = useMutation({ mutationFn: () => validateUpgrade(tripId), onSuccess: refresh })
  const pay = useMutation({ mutationFn: () => confirmUpgrade(tripId), onSuccess: refresh })
  const cancel = useMutation({ mutationFn: () => cancelUpgrade(tripId), onSuccess: refresh })
  const remove = useMutation({ mutationFn: () => deleteUpgrade(tripId, upgrade.id), onSuccess: refresh })
  const slug = upgrade.buyback?.insurance ?? null
  const insurance = useQuery({ ...insuranceQueryOptions(slug ?? ''), enabled: slug !== null })
  const name = insurance.data?.name ?? slug
  const price = formatAmount(upgrade.price, upgrade.currency)
  const { permissions } = upgrade
  return (
    <div data-testid="buyback-request">
      <p>
        <strong>{name}</strong> · {stateLabel(upgrade.state)}
      </p>
      <p>
        <Trans>Deductible buy-back: {price}</Trans>
      </p>
      <div className="trip-actions">
        {permissions.can_validate && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => validate.mutate()}
            disabled={validate.isPending}
          >
            <Trans>Validate</Trans>
          </button>
        )}
        {permissions.can_pay && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => pay.mutate()}
            disabled={pay.isPending}
          >
            <Trans>Pay the buy-back with my saved card</Trans>
          </button>
        )}
        {permissions.can_cancel && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => cancel.mutate()}
            disabled={cancel.isPending}
          >
            <Trans>Withdraw</Trans>
          </button>
        )}
        {permissions.can_delete && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            <Trans>Delete</Trans>
          </button>
        )}
      </div>
      <ActionError error={validate.error ?? pay.error ?? cancel.error ?? remove.error} />
    </div>
  )
}
