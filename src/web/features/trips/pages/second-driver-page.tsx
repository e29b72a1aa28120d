import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { LICENCE_CATEGORIES, offersNewSecondDriver } from '../../../../domain/booking-extras'
import { formErrors } from '../../../../domain/form-errors'
import { LocalizedLink } from '../../../lib/locale-context'
import { paths } from '../../../lib/paths'
import { usePageHead } from '../../../lib/page-head'
import { ApiClientError } from '../../../lib/api-client-error'
import { cancelUpgrade } from '../api/cancel-upgrade'
import { confirmUpgrade } from '../api/confirm-upgrade'
import { createUpgrade } from '../api/create-upgrade'
import { deleteUpgrade } from '../api/delete-upgrade'
import { guestBookingKey } from '../../../api/get-guest-booking'
import { upgradesKey, upgradesQueryOptions, type SecondDriver, type Upgrade } from '../api/get-upgrades'
import { validateUpgrade } from '../api/validate-upgrade'
import { ActionError } from '../components/action-error'
import { formatAmount } from '../components/trip-format'
import { useTripId } from '../components/trip-id'
import { useExtensionStateLabel } from '../components/trip-labels'
import { TripNotFound } from '../components/trip-not-found'
import './trips.css'

/** /d/trips/{id}/upgrades/second-driver: add a second driver, then validate and pay it (or withdraw it). */
export function SecondDriverPage() {
  const { t } = useLingui()
  usePageHead({ title: t`Second driver · Roam` })
  const id = useTripId()
  const upgrades = useQuery({ ...upgradesQueryOptions(id ?? 0), enabled: id !== null })
  if (id === null || upgrades.isError) return <TripNotFound />
  const current = upgrades.data?.requests.second_driver ?? null
  return (
    <section className="page page--narrow trip">
      <LocalizedLink to={paths.trip.href(id)} className="trip__back">
        <Trans>← Back to the trip</Trans>
      </LocalizedLink>
      <h1 className="page-title">
        <Trans>Second driver</Trans>
      </h1>
      {!upgrades.data && (
        <p className="muted">
          <Trans>Loading…</Trans>
        </p>
      )}
      {current && <UpgradeRequest tripId={id} upgrade={current} />}
      {upgrades.data &&
        offersNewSecondDriver(current?.state ?? null) &&
        (upgrades.data.permissions.can_add_second_driver ? (
          <SecondDriverForm tripId={id} />
        ) : (
          <p className="muted">
            <Trans>A second driver cannot be added to this trip.</Trans>
          </p>
        ))}
    </section>
  )
}

function SecondDriverForm({ tripId }: { tripId: number }) {
  const queryClient = useQueryClient()
  const [driver, setDriver] = useState<SecondDriver>({
    first_name: '',
    last_name: '',
    licence_number: '',
    licence_category: 'B',
  })
  const create = useMutation({
    mutationFn: () => createUpgrade(tripId, driver),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: upgradesKey(tripId) }),
  })
  const errors = create.error instanceof ApiClientError ? formErrors(create.error.apiError.body) : null
  const fieldError = (name: keyof SecondDriver) => {
    const messages = errors?.fields[`second_driver.${name}`] ?? errors?.fields[name]
    return messages ? (
      <p role="alert" className="field__error">
        {messages.join(' ')}
      </p>
    ) : null
  }
  const set = (name: keyof SecondDriver) => (value: string) => setDriver((previous) => ({ ...previous, [name]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate()
  }
  return (
    <form onSubmit={submit}>
      <div className="field-row">
        <div className="field">
          <label htmlFor="driver-first-name">
            <Trans>First name</Trans>
          </label>
          <input
            id="driver-first-name"
            value={driver.first_name}
            onChange={(event) => set('first_name')(event.target.value)}
            maxLength={60}
          />
          {fieldError('first_name')}
        </div>
        <div className="field">
          <label htmlFor="driver-last-name">
            <Trans>Last name</Trans>
          </label>
          <input
            id="driver-last-name"
            value={driver.last_name}
            onChange={(event) => set('last_name')(event.target.value)}
            maxLength={60}
          />
          {fieldError('last_name')}
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="driver-licence-number">
            <Trans>Driving licence number</Trans>
          </label>
          <input
            id="driver-licence-number"
            value={driver.licence_number}
            onChange={(event) => set('licence_number')(event.target.value)}
            maxLength={40}
          />
          {fieldError('licence_number')}
        </div>
        <div className="field">
          <label htmlFor="driver-licence-category">
            <Trans>Licence category</Trans>
          </label>
          <select
            id="driver-licence-category"
            value={driver.licence_category}
            onChange={(event) => set('licence_category')(event.target.value)}
          >
            {LICENCE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          {fieldError('licence_category')}
        </div>
      </div>
      {errors && errors.general.length > 0 && (
        <p role="alert" className="trip-action-error">
          {errors.general.join(' ')}
        </p>
      )}
      {create.error && !(create.error instanceof ApiClientError) && <ActionError error={create.error} />}
      <button type="submit" className="button button--primary" disabled={create.isPending}>
        <Trans>Add the second driver</Trans>
      </button>
    </form>
  )
}

function UpgradeRequest({ tripId, upgrade }: { tripId: number; upgrade: Upgrade }) {
  const queryClient = useQueryClient()
  const stateLabel = useExtensionStateLabel()
  // Paying adds the fee to the trip's price: the trip is read again too.
  const refresh = () => queryClient.invalidateQueries({ queryKey: guestBookingKey(tripId) })
  const validate = useMutation({ mutationFn: () => validateUpgrade(tripId), onSuccess: refresh })
  const pay = useMutation({ mutationFn: () => confirmUpgrade(tripId), onSuccess: refresh })
  const cancel = useMutation({ mutationFn: () => cancelUpgrade(tripId), onSuccess: refresh })
  const remove = useMutation({ mutationFn: () => deleteUpgrade(tripId, upgrade.id), onSuccess: refresh })
  const name = upgrade.second_driver ? `${upgrade.second_driver.first_name} ${upgrade.second_driver.last_name}` : ''
  const price = formatAmount(upgrade.price, upgrade.currency)
  const { permissions } = upgrade
  return (
    <div className="trip-section card" data-testid="second-driver">
      <p>
        <strong>{name}</strong> · {stateLabel(upgrade.state)}
      </p>
      <p>
        <Trans>Second driver fee: {price}</Trans>
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
            <Trans>Pay the second driver</Trans>
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
