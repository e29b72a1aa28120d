import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { formErrors } from '../../../../domain/form-errors'
import { ApiClientError } from '../../../lib/api-client-error'
import { formatDate } from '../../../lib/format'
import { cancelExtension } from '../api/cancel-extension'
import { confirmExtension } from '../api/confirm-extension'
import { createExtension, type Extension } from '../api/create-extension'
import { deleteExtension } from '../api/delete-extension'
import { guestBookingsKey } from '../../../api/get-guest-booking'
import type { Trip } from '../api/list-trips'
import { validateExtension } from '../api/validate-extension'
import { ActionError } from './action-error'
import { formatAmount } from './trip-format'
import { useExtensionStateLabel } from './trip-labels'

type Km = 'included' | 'km_200' | 'km_unlimited'

/**
 * Ask for more days (before, after) or more km; then follow the latest request: send, withdraw, delete, pay.
 * The requests come with the trip, so every change reads the trip again.
 */
export function TripExtensionSection({ trip }: { trip: Trip }) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: guestBookingsKey })
  const latest = trip.extensions.requests[0]
  return (
    <section className="trip-section card" aria-labelledby="trip-extension-title">
      <h2 id="trip-extension-title">
        <Trans>Extend the trip</Trans>
      </h2>
      {latest && <ExtensionRequest key={latest.id} trip={trip} extension={latest} onChange={refresh} />}
      {trip.extensions.permissions.can_create_extensions && <ExtensionForm trip={trip} onCreated={refresh} />}
    </section>
  )
}

function ExtensionForm({ trip, onCreated }: { trip: Trip; onCreated: () => Promise<void> }) {
  const { t } = useLingui()
  const [dayBefore, setDayBefore] = useState('0')
  const [dayAfter, setDayAfter] = useState('0')
  const [km, setKm] = useState<Km>('included')
  const create = useMutation({
    mutationFn: () =>
      createExtension(trip.id, {
        day_before: Number(dayBefore),
        day_after: Number(dayAfter),
        day_slide: 0,
        km_200: km === 'km_200',
        km_unlimited: km === 'km_unlimited',
      }),
    onSuccess: onCreated,
  })
  const errors = create.error instanceof ApiClientError ? formErrors(create.error.apiError.body) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate()
  }
  return (
    <form onSubmit={submit} className="trip-extension-form">
      <div className="field-row">
        <div className="field">
          <label htmlFor="extension-before">
            <Trans>Days before</Trans>
          </label>
          <input
            id="extension-before"
            type="number"
            min={0}
            max={90}
            value={dayBefore}
            onChange={(event) => setDayBefore(event.target.value)}
          />
          {errors?.fields.day_before && <p role="alert">{errors.fields.day_before.join(' ')}</p>}
        </div>
        <div className="field">
          <label htmlFor="extension-after">
            <Trans>Days after</Trans>
          </label>
          <input
            id="extension-after"
            type="number"
            min={0}
            max={90}
            value={dayAfter}
            onChange={(event) => setDayAfter(event.target.value)}
          />
          {errors?.fields.day_after && <p role="alert">{errors.fields.day_after.join(' ')}</p>}
        </div>
      </div>
      <div className="field">
        <label htmlFor="extension-km">
          <Trans>Kilometres</Trans>
        </label>
        <select id="extension-km" value={km} onChange={(event) => setKm(event.target.value as Km)}>
          <option value="included">{t`As booked`}</option>
          <option value="km_200">{t`200 km a day`}</option>
          <option value="km_unlimited">{t`Unlimited`}</option>
        </select>
      </div>
      {errors && errors.general.length > 0 && (
        <p role="alert" className="trip-action-error">
          {errors.general.join(' ')}
        </p>
      )}
      {create.error && !(create.error instanceof ApiClientError) && <ActionError error={create.error} />}
      <button type="submit" className="button button--secondary" disabled={create.isPending}>
        <Trans>Get the price</Trans>
      </button>
    </form>
  )
}

function ExtensionRequest({
  trip,
  extension,
  onChange,
}: {
  trip: Trip
  extension: Extension
  onChange: () => Promise<void>
}) {
  const stateLabel = useExtensionStateLabel()
  const validate = useMutation({ mutationFn: () => validateExtension(trip.id), onSuccess: onChange })
  const cancel = useMutation({ mutationFn: () => cancelExtension(trip.id), onSuccess: onChange })
  const remove = useMutation({ mutationFn: () => deleteExtension(trip.id, extension.id), onSuccess: onChange })
  // Paying also changes the trip's dates and price, which the same read brings.
  const pay = useMutation({ mutationFn: () => confirmExtension(trip.id), onSuccess: onChange })
  const from = formatDate(extension.date_from)
  const to = formatDate(extension.date_to)
  const price = formatAmount(extension.price_total, extension.currency)
  const { permissions } = extension
  return (
    <div className="trip-extension" data-testid="trip-extension">
      <p>
        <strong>{stateLabel(extension.state)}</strong>
      </p>
      <p>
        <Trans>
          From {from} to {to}, for {price}.
        </Trans>
      </p>
      <div className="trip-actions">
        {permissions.can_validate && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => validate.mutate()}
            disabled={validate.isPending}
          >
            <Trans>Send to the owner</Trans>
          </button>
        )}
        {permissions.can_pay && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => pay.mutate()}
            disabled={pay.isPending}
          >
            <Trans>Pay the extension</Trans>
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
