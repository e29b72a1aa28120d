import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import {
  MAX_BEDS,
  MAX_DAILY_PRICE,
  MAX_SEATBELTS,
  ONBOARDING_VEHICLE_TYPES,
  restoreLocation,
  type OnboardingDraft,
  type OnboardingLocation,
} from '../../../../domain/onboarding-vehicle'
import { priceSuggestionQueryOptions } from '../api/get-price-suggestion'
import { searchLocationsQueryOptions } from '../../../api/search-locations'

type Errors = Record<string, string[]>

function Field({ label, error, children }: { label: string; error?: string[]; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className="onboarding__field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {error?.map((message) => (
        <p key={message} className="onboarding__error" role="alert">
          {message}
        </p>
      ))}
    </div>
  )
}

const countOf = (value: string) => (value.trim() === '' ? null : Number(value))

/** The seven vehicle types (spec 2 §3), as the earnings simulator names them. */
export function VehicleTypeFields({
  draft,
  errors,
  onEdit,
}: {
  draft: OnboardingDraft
  errors: Errors
  onEdit: (patch: Partial<OnboardingDraft>) => void
}) {
  const { t } = useLingui()
  const labels: Record<(typeof ONBOARDING_VEHICLE_TYPES)[number], string> = {
    1: t`Low profile motorhome`,
    2: t`Coachbuilt motorhome`,
    3: t`A-class motorhome`,
    4: t`Campervan`,
    5: t`Van`,
    6: t`Caravan`,
    7: t`Other vehicle`,
  }
  return (
    <fieldset className="onboarding__field">
      <legend>{t`Vehicle type`}</legend>
      {ONBOARDING_VEHICLE_TYPES.map((type) => (
        <label key={type} className="onboarding__choice">
          <input type="radio" name="vehicle-type" checked={draft.type === type} onChange={() => onEdit({ type })} />
          {labels[type]}
        </label>
      ))}
      {errors.type?.map((message) => (
        <p key={message} className="onboarding__error" role="alert">
          {message}
        </p>
      ))}
    </fieldset>
  )
}

export function VehiclePropertiesFields({
  draft,
  errors,
  onEdit,
}: {
  draft: OnboardingDraft
  errors: Errors
  onEdit: (patch: Partial<OnboardingDraft>) => void
}) {
  const { t } = useLingui()
  return (
    <>
      <Field label={t`Seats with a seatbelt`} error={errors.seatbelts}>
        {(id) => (
          <input
            id={id}
            type="number"
            min={0}
            max={MAX_SEATBELTS}
            step={1}
            value={draft.seatbelts ?? ''}
            onChange={(event) => onEdit({ seatbelts: countOf(event.target.value) })}
          />
        )}
      </Field>
      <Field label={t`Beds`} error={errors.beds}>
        {(id) => (
          <input
            id={id}
            type="number"
            min={0}
            max={MAX_BEDS}
            step={1}
            value={draft.beds ?? ''}
            onChange={(event) => onEdit({ beds: countOf(event.target.value) })}
          />
        )}
      </Field>
    </>
  )
}

interface PlaceChoice {
  city: string
  country: string
  latitude: number
  longitude: number
}

/**
 * The town comes from the place autocomplete (its name, country and position); street and zipcode are typed. The
 * draft gets the location only once all six fields are there (spec 2 §5); the form keeps what is typed meanwhile.
 */
export function VehicleLocationFields({
  draft,
  errors,
  onEdit,
}: {
  draft: OnboardingDraft
  errors: Errors
  onEdit: (patch: Partial<OnboardingDraft>) => void
}) {
  const { t, i18n } = useLingui()
  const [place, setPlace] = useState<PlaceChoice | null>(draft.location)
  const [query, setQuery] = useState(draft.location ? draft.location.city : '')
  const [street, setStreet] = useState(draft.location?.street ?? '')
  const [zipcode, setZipcode] = useState(draft.location?.zipcode ?? '')
  const suggestions = useQuery({
    ...searchLocationsQueryOptions(query, i18n.locale),
    enabled: place === null && query.trim().length >= 2,
  })
  const update = (next: { place: PlaceChoice | null; street: string; zipcode: string }) => {
    const location: OnboardingLocation | null = next.place
      ? restoreLocation({ ...next.place, street: next.street, zipcode: next.zipcode })
      : null
    onEdit({ location })
  }
  const cityErrors = [
    ...(errors.city ?? []),
    ...(errors.country ?? []),
    ...(errors.latitude ?? []),
    ...(errors.longitude ?? []),
    ...(errors.location ?? []),
  ]
  return (
    <>
      <Field label={t`Town where the vehicle is parked`} error={cityErrors.length > 0 ? cityErrors : undefined}>
        {(id) => (
          <>
            <input
              id={id}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setPlace(null)
                update({ place: null, street, zipcode })
              }}
            />
            {place === null && (suggestions.data ?? []).length > 0 && (
              <ul className="onboarding__suggestions" aria-label={t`Suggested places`}>
                {suggestions.data!.map((suggestion) => (
                  <li key={suggestion.slug}>
                    <button
                      type="button"
                      onClick={() => {
                        const chosen = {
                          city: suggestion.name,
                          country: suggestion.country_code.toUpperCase(),
                          latitude: suggestion.latitude,
                          longitude: suggestion.longitude,
                        }
                        setPlace(chosen)
                        setQuery(suggestion.name)
                        update({ place: chosen, street, zipcode })
                      }}
                    >
                      {suggestion.label}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Field>
      <Field label={t`Street and number`} error={errors.street}>
        {(id) => (
          <input
            id={id}
            autoComplete="street-address"
            value={street}
            onChange={(event) => {
              setStreet(event.target.value)
              update({ place, street: event.target.value, zipcode })
            }}
          />
        )}
      </Field>
      <Field label={t`Postcode`} error={errors.zipcode}>
        {(id) => (
          <input
            id={id}
            autoComplete="postal-code"
            value={zipcode}
            onChange={(event) => {
              setZipcode(event.target.value)
              update({ place, street, zipcode: event.target.value })
            }}
          />
        )}
      </Field>
    </>
  )
}

/** The daily price, with the suggestion read from comparable published campers. */
export function ProductPriceFields({
  draft,
  errors,
  onEdit,
}: {
  draft: OnboardingDraft
  errors: Errors
  onEdit: (patch: Partial<OnboardingDraft>) => void
}) {
  const { t, i18n } = useLingui()
  const suggestion = useQuery({
    ...priceSuggestionQueryOptions({
      vehicleType: draft.type ?? 0,
      country: draft.location?.country ?? '',
      seats: draft.seatbelts,
    }),
    enabled: draft.type !== null && draft.location !== null,
  })
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(i18n.locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount)
  return (
    <>
      {suggestion.data && (
        <div className="onboarding__suggestion">
          <p>
            <Trans>
              Comparable campers rent for {money(suggestion.data.min_daily, suggestion.data.currency)} to{' '}
              {money(suggestion.data.max_daily, suggestion.data.currency)} a day. We suggest{' '}
              {money(suggestion.data.suggested_daily, suggestion.data.currency)}.
            </Trans>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onEdit({ pricePerDay: suggestion.data.suggested_daily })}
          >
            <Trans>Use the suggested price</Trans>
          </button>
        </div>
      )}
      <Field label={t`Price per day`} error={errors.price_per_day}>
        {(id) => (
          <input
            id={id}
            type="number"
            min={1}
            max={MAX_DAILY_PRICE}
            step={1}
            value={draft.pricePerDay ?? ''}
            onChange={(event) => onEdit({ pricePerDay: countOf(event.target.value) })}
          />
        )}
      </Field>
    </>
  )
}
