import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import {
  DEFAULT_SEARCH_SORT,
  GUESTS_MAX,
  GUESTS_MIN,
  SEARCH_SORTS,
  VEHICLE_TYPE_IDS,
  type SearchQuery,
  type SearchSort,
} from '../../../../domain/search-query'
import { isMapAreaSearch } from '../../../../domain/map-area'
import { DateRangeField } from '../../../components/date-range-field'
import { PlaceCombobox } from '../../../components/place-combobox'
import { placeQueryOptions } from '../api/get-place'
import { AroundMeButton } from './around-me-button'
import { useVehicleTypeLabel } from './vehicle-type-label'

const GUEST_CHOICES = Array.from({ length: GUESTS_MAX - GUESTS_MIN + 1 }, (_, index) => GUESTS_MIN + index)

interface SearchFiltersProps {
  query: SearchQuery
  update: (change: Partial<SearchQuery>) => void
}

/** Every filter writes straight to the address (the address is the search). */
export function SearchFilters({ query, update }: SearchFiltersProps) {
  const { t } = useLingui()
  const id = useId()
  const typeLabel = useVehicleTypeLabel()
  const sortLabels: Record<SearchSort, string> = {
    relevance: t`Relevance`,
    price: t`Price: low to high`,
    '-price': t`Price: high to low`,
    distance: t`Distance`,
  }
  const place = useQuery({ ...placeQueryOptions(query.place ?? ''), enabled: query.place !== undefined })
  const aroundMe = query.latitude !== undefined && query.longitude !== undefined
  // The field starts over when the search's place changes; it shows the place's name once known (the slug until then).
  const mapArea = isMapAreaSearch(query)
  const placeKey = query.place ?? (mapArea ? 'map-area' : aroundMe ? 'around-me' : '')
  const placeText =
    query.place !== undefined
      ? (place.data?.name ?? query.place)
      : mapArea
        ? t`Area of the map`
        : aroundMe
          ? t`Around me`
          : ''
  const toggleType = (type: number) => {
    const types = query.types ?? []
    const next = types.includes(type) ? types.filter((item) => item !== type) : [...types, type].sort((a, b) => a - b)
    update({ types: next.length ? next : undefined })
  }
  return (
    <section className="search-filters" aria-label={t`Filters`}>
      <div className="search-filters__main">
        <PlaceCombobox
          key={placeKey}
          initialText={placeText}
          onChoose={(location) =>
            update({
              place: location.slug,
              latitude: location.latitude,
              longitude: location.longitude,
              radius: undefined,
            })
          }
          onClear={() => update({ place: undefined, latitude: undefined, longitude: undefined, radius: undefined })}
        />
        <AroundMeButton
          onPosition={(latitude, longitude) => update({ place: undefined, latitude, longitude, radius: undefined })}
        />
        <DateRangeField from={query.date_from} to={query.date_to} onChange={update} />
        <div className="search-field">
          <label htmlFor={`${id}-beds`}>
            <Trans>Beds</Trans>
          </label>
          <select
            id={`${id}-beds`}
            value={query.beds ?? ''}
            onChange={(event) => update({ beds: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">
              <Trans>Any</Trans>
            </option>
            {GUEST_CHOICES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <div className="search-field">
          <label htmlFor={`${id}-seatbelts`}>
            <Trans>Seatbelts</Trans>
          </label>
          <select
            id={`${id}-seatbelts`}
            value={query.seatbelts ?? ''}
            onChange={(event) => update({ seatbelts: event.target.value ? Number(event.target.value) : undefined })}
          >
            <option value="">
              <Trans>Any</Trans>
            </option>
            {GUEST_CHOICES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="search-filters__types">
        <legend>
          <Trans>Vehicle type</Trans>
        </legend>
        {VEHICLE_TYPE_IDS.map((type) => (
          <label key={type} className={`filter-chip${query.types?.includes(type) ? ' filter-chip--on' : ''}`}>
            <input type="checkbox" checked={query.types?.includes(type) ?? false} onChange={() => toggleType(type)} />
            {typeLabel(type)}
          </label>
        ))}
      </fieldset>
      <div className="search-filters__more">
        <PriceRange
          key={`${query.min_price}-${query.max_price}`}
          min={query.min_price}
          max={query.max_price}
          onChange={update}
        />
        <label className="filter-check">
          <input
            type="checkbox"
            checked={query.instant_booking === true}
            onChange={(event) => update({ instant_booking: event.target.checked ? true : undefined })}
          />
          <Trans>Instant booking</Trans>
        </label>
        <label className="filter-check">
          <input
            type="checkbox"
            checked={query.pets === true}
            onChange={(event) => update({ pets: event.target.checked ? true : undefined })}
          />
          <Trans>Pets allowed</Trans>
        </label>
        <div className="search-field">
          <label htmlFor={`${id}-sort`}>
            <Trans>Sort by</Trans>
          </label>
          <select
            id={`${id}-sort`}
            value={query.sort ?? DEFAULT_SEARCH_SORT}
            onChange={(event) => {
              const sort = event.target.value as SearchSort
              update({ sort: sort === DEFAULT_SEARCH_SORT ? undefined : sort })
            }}
          >
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  )
}

function PriceRange({
  min,
  max,
  onChange,
}: {
  min?: number
  max?: number
  onChange: (change: Partial<SearchQuery>) => void
}) {
  const { t } = useLingui()
  const id = useId()
  const [low, setLow] = useState(min === undefined ? '' : String(min))
  const [high, setHigh] = useState(max === undefined ? '' : String(max))
  const read = (value: string) =>
    value.trim() === '' || Number(value) < 0 || Number.isNaN(Number(value)) ? undefined : Number(value)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onChange({ min_price: read(low), max_price: read(high) })
  }
  return (
    <form className="price-range" onSubmit={submit} aria-label={t`Price per day`}>
      <div className="search-field">
        <label htmlFor={`${id}-min`}>
          <Trans>Min price per day</Trans>
        </label>
        <input
          id={`${id}-min`}
          type="number"
          min={0}
          inputMode="numeric"
          value={low}
          onChange={(event) => setLow(event.target.value)}
        />
      </div>
      <div className="search-field">
        <label htmlFor={`${id}-max`}>
          <Trans>Max price per day</Trans>
        </label>
        <input
          id={`${id}-max`}
          type="number"
          min={0}
          inputMode="numeric"
          value={high}
          onChange={(event) => setHigh(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--secondary button--small">
        <Trans>Apply</Trans>
      </button>
    </form>
  )
}
