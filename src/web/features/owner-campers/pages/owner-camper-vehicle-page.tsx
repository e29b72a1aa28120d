import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, type FormEvent, type ReactNode } from 'react'
import { useParams } from 'react-router'
import {
  EQUIPMENT_LISTS,
  LOCATION_INPUTS,
  locationFieldErrors,
  SEAT_COUNTS,
  VEHICLE_TYPE_NUMBERS,
  vehiclePatch,
} from '../../../../domain/camper-forms'
import { AMENITIES_BY_CATEGORY, AMENITY_CATEGORIES } from '../../../../domain/camper-amenities'
import { amenityCategoryLabel, amenityLabel } from '../../../lib/amenity-labels'
import { CountryPicker } from '../../../components/country-picker'
import { usePageHead } from '../../../lib/page-head'
import { ApiClientError } from '../../../lib/api-client-error'
import { camperVehicleKey, camperVehicleQueryOptions } from '../api/get-camper-vehicle'
import type { CamperVehicle } from '../api/get-camper-vehicle'
import { ownerCampersKey } from '../api/list-owner-campers'
import { updateCamperVehicle } from '../api/update-camper-vehicle'
import { FieldError, fieldProps, FormAlert, formMessagesOf } from '../components/form-fields'
import { SleepingsEditor } from '../components/sleepings-editor'
import './owner-camper-vehicle-page.css'

/** /d/campers/{id}/vehicle: type, seats and beds, registration, dimensions, value, location, equipment and sleeping places. */
export function OwnerCamperVehiclePage() {
  const { t } = useLingui()
  const id = Number(useParams().id)
  const vehicle = useQuery(camperVehicleQueryOptions(id))
  usePageHead({ title: t`Camper vehicle · Roam` })
  return (
    <section className="page">
      <h2>
        <Trans>Vehicle</Trans>
      </h2>
      {vehicle.isError ? (
        <p role="alert">
          <Trans>The vehicle could not be loaded.</Trans>
        </p>
      ) : null}
      {vehicle.data ? <VehicleForm id={id} vehicle={vehicle.data} /> : null}
      {vehicle.isPending ? (
        <p className="muted">
          <Trans>Loading the vehicle…</Trans>
        </p>
      ) : null}
      <SleepingsEditor id={id} />
    </section>
  )
}

function VehicleForm({ id, vehicle }: { id: number; vehicle: CamperVehicle }) {
  const { t, i18n } = useLingui()
  const formId = useId()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (form: FormData) =>
      updateCamperVehicle(
        id,
        vehiclePatch(
          Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)])),
          vehicle.locked_fields,
          form.getAll('amenities').map(String),
        ),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(camperVehicleKey(id), saved)
      // Type, seats, beds and location count in the checklist.
      await queryClient.invalidateQueries({ queryKey: ownerCampersKey })
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    save.mutate(new FormData(event.currentTarget))
  }
  const errors = formMessagesOf(save.error, t`The vehicle could not be saved. Please try again.`)
  const locationErrors = save.error instanceof ApiClientError ? locationFieldErrors(save.error.apiError.body) : {}
  const messages = (name: string) => (name in locationErrors ? locationErrors[name] : errors.fields[name])
  const field = (name: string) => fieldProps(formId, name, messages(name))
  const locked = (name: string) => vehicle.locked_fields.includes(name)
  const typeLabel: Record<(typeof VEHICLE_TYPE_NUMBERS)[number], string> = {
    1: t`Low profile`,
    2: t`Coachbuilt`,
    3: t`A-class`,
    4: t`Campervan`,
    5: t`Van`,
    6: t`Caravan`,
    7: t`Other`,
  }
  const locationLabel: Record<(typeof LOCATION_INPUTS)[number], string> = {
    street: t`Street`,
    zipcode: t`Postcode`,
    city: t`City`,
    country: t`Country`,
    latitude: t`Latitude`,
    longitude: t`Longitude`,
  }
  const equipmentLabel: Record<(typeof EQUIPMENT_LISTS)[number], string> = {
    cooking_energies: t`Cooking energies`,
    heating_energies: t`Heating energies`,
    fridge_energies: t`Fridge energies`,
    electric_plug_types: t`Electric plug types`,
  }
  const location = vehicle.location
  const locationValue: Record<(typeof LOCATION_INPUTS)[number], string> = {
    street: location?.street ?? '',
    zipcode: location?.zipcode ?? '',
    city: location?.city ?? '',
    country: location?.country ?? '',
    latitude: location ? String(location.latitude) : '',
    longitude: location ? String(location.longitude) : '',
  }
  /** A labelled input; a locked insurance field is read-only and says why. */
  const row = (name: string, label: ReactNode, input: ReactNode) => (
    <div className="field" key={name}>
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      {input}
      {locked(name) ? (
        <p className="muted" data-testid={`locked-${name}`}>
          <Trans>Locked: the insurance relies on it since the camper was submitted.</Trans>
        </p>
      ) : null}
      <FieldError id={`${formId}-${name}-error`} messages={messages(name)} />
    </div>
  )
  const input = (name: string, defaultValue: string, props: Record<string, unknown> = {}) => (
    <input type="text" defaultValue={defaultValue} readOnly={locked(name)} {...props} {...field(name)} />
  )
  const country = (name: string, defaultValue: string) => {
    const { id: inputId, name: fieldName, ...aria } = field(name)
    return (
      <CountryPicker
        id={inputId}
        name={fieldName}
        defaultValue={defaultValue}
        readOnly={locked(name)}
        invalid={aria['aria-invalid']}
        describedBy={aria['aria-describedby']}
      />
    )
  }
  return (
    <form noValidate onSubmit={submit} aria-label={t`Camper vehicle`}>
      <FormAlert messages={errors.general} />
      {save.isSuccess ? (
        <p role="status">
          <Trans>Your vehicle is saved.</Trans>
        </p>
      ) : null}
      {row(
        'type',
        <Trans>Vehicle type</Trans>,
        locked('type') ? (
          // Locked: shown, not sent (the form leaves locked fields out).
          <input
            type="text"
            readOnly
            value={typeLabel[vehicle.type as keyof typeof typeLabel] ?? typeLabel[7]}
            id={`${formId}-type`}
          />
        ) : (
          <select defaultValue={String(vehicle.type)} {...field('type')}>
            {VEHICLE_TYPE_NUMBERS.map((type) => (
              <option key={type} value={type}>
                {typeLabel[type]}
              </option>
            ))}
          </select>
        ),
      )}
      {row(
        'seatbelts',
        <Trans>Seatbelts</Trans>,
        <select defaultValue={String(vehicle.seatbelts)} {...field('seatbelts')}>
          {SEAT_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>,
      )}
      {row(
        'beds',
        <Trans>Beds</Trans>,
        <select defaultValue={String(vehicle.beds)} {...field('beds')}>
          {SEAT_COUNTS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>,
      )}
      {row('registration', <Trans>Registration number</Trans>, input('registration', vehicle.registration))}
      {row(
        'registration_country',
        <Trans>Registration country</Trans>,
        country('registration_country', vehicle.registration_country),
      )}
      {row('date', <Trans>First registration date</Trans>, input('date', vehicle.date ?? '', { type: 'date' }))}
      {row(
        'gvw',
        <Trans>Gross vehicle weight (kg)</Trans>,
        input('gvw', vehicle.gvw === null ? '' : String(vehicle.gvw), { type: 'number', min: 0 }),
      )}
      {row(
        'height',
        <Trans>Height (cm)</Trans>,
        input('height', vehicle.height === null ? '' : String(vehicle.height), { type: 'number', min: 0 }),
      )}
      {row(
        'value',
        <Trans>Declared value</Trans>,
        input('value', vehicle.value ?? '', { type: 'number', min: 0, step: '0.01' }),
      )}
      <fieldset>
        <legend>
          <Trans>Where the vehicle is</Trans>
        </legend>
        {LOCATION_INPUTS.map((name) =>
          row(
            name,
            locationLabel[name],
            name === 'country' ? country(name, locationValue[name]) : input(name, locationValue[name]),
          ),
        )}
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Equipment (separate items with commas)</Trans>
        </legend>
        {EQUIPMENT_LISTS.map((list) =>
          row(list, equipmentLabel[list], input(list, vehicle.equipments[list].join(', '))),
        )}
      </fieldset>
      <fieldset className="amenity-picker">
        <legend>
          <Trans>Equipment for guests</Trans>
        </legend>
        {AMENITY_CATEGORIES.map((category) => (
          <fieldset key={category} className="amenity-picker__group">
            <legend>{amenityCategoryLabel(i18n, category)}</legend>
            {AMENITIES_BY_CATEGORY[category].map((key) => (
              <label key={key}>
                <input type="checkbox" name="amenities" value={key} defaultChecked={vehicle.amenities.includes(key)} />{' '}
                {amenityLabel(i18n, key)}
              </label>
            ))}
          </fieldset>
        ))}
      </fieldset>
      <button className="button button--primary" type="submit" disabled={save.isPending}>
        {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save the vehicle</Trans>}
      </button>
    </form>
  )
}
