import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent } from 'react'
import { addCamperSleeping } from '../api/add-camper-sleeping'
import { camperVehicleKey } from '../api/get-camper-vehicle'
import { camperSleepingsKey, camperSleepingsQueryOptions } from '../api/list-camper-sleepings'
import type { CamperSleepingKind } from '../api/list-camper-sleepings'
import { removeCamperSleeping } from '../api/remove-camper-sleeping'
import { FieldError, fieldProps, FormAlert, formMessagesOf } from './form-fields'

const PLACES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const

/** The vehicle's sleeping places: each area with its kind and places, added and removed one by one. */
export function SleepingsEditor({ id }: { id: number }) {
  const { t } = useLingui()
  const formId = useId()
  const queryClient = useQueryClient()
  const sleepings = useQuery(camperSleepingsQueryOptions(id))
  // The vehicle embeds its sleepings too.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: camperSleepingsKey(id) }),
      queryClient.invalidateQueries({ queryKey: camperVehicleKey(id) }),
    ])
  const add = useMutation({
    mutationFn: (body: { kind: CamperSleepingKind; places: number }) => addCamperSleeping(id, body),
    onSuccess: refresh,
  })
  const remove = useMutation({
    mutationFn: (sleepingId: number) => removeCamperSleeping(id, sleepingId),
    onSuccess: refresh,
  })
  const kindLabel: Record<CamperSleepingKind, string> = {
    fixed_bed: t`Fixed bed`,
    convertible_bed: t`Convertible bed`,
    cab_over_bed: t`Cab-over bed`,
    bunk_bed: t`Bunk bed`,
    roof_bed: t`Roof bed`,
    drop_down_bed: t`Drop-down bed`,
  }
  const kinds = Object.keys(kindLabel) as CamperSleepingKind[]
  const errors = formMessagesOf(add.error, t`The sleeping place could not be added. Please try again.`)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    add.mutate({ kind: String(form.get('kind')) as CamperSleepingKind, places: Number(form.get('places')) })
  }
  return (
    <section aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`}>
        <Trans>Sleeping places</Trans>
      </h3>
      {sleepings.isError ? (
        <p role="alert">
          <Trans>The sleeping places could not be loaded.</Trans>
        </p>
      ) : null}
      {sleepings.data?.length === 0 ? (
        <p className="muted">
          <Trans>No sleeping place yet.</Trans>
        </p>
      ) : null}
      {sleepings.data?.length ? (
        <ul>
          {sleepings.data.map((sleeping) => {
            const places = plural(sleeping.places, { one: '# place', other: '# places' })
            return (
              <li key={sleeping.id} data-testid="sleeping">
                {kindLabel[sleeping.kind]} · {places}{' '}
                <button
                  type="button"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(sleeping.id)}
                  aria-label={t`Remove the ${kindLabel[sleeping.kind]} (${places})`}
                >
                  <Trans>Remove</Trans>
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      {remove.isError ? (
        <p role="alert">
          <Trans>The sleeping place could not be removed. Please try again.</Trans>
        </p>
      ) : null}
      <form noValidate onSubmit={submit} aria-label={t`Add a sleeping place`}>
        <FormAlert messages={errors.general} />
        <div className="field">
          <label htmlFor={`${formId}-kind`}>
            <Trans>Kind of bed</Trans>
          </label>
          <select defaultValue="fixed_bed" {...fieldProps(formId, 'kind', errors.fields.kind)}>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {kindLabel[kind]}
              </option>
            ))}
          </select>
          <FieldError id={`${formId}-kind-error`} messages={errors.fields.kind} />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-places`}>
            <Trans>Places</Trans>
          </label>
          <select defaultValue="2" {...fieldProps(formId, 'places', errors.fields.places)}>
            {PLACES.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <FieldError id={`${formId}-places-error`} messages={errors.fields.places} />
        </div>
        <button className="button" type="submit" disabled={add.isPending}>
          {add.isPending ? <Trans>Adding…</Trans> : <Trans>Add the sleeping place</Trans>}
        </button>
      </form>
    </section>
  )
}
